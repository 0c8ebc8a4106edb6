/** `site deploy` as a command: its usage errors and the message for a machine with no AWS credentials. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deployCommand, type DeployFlags } from '../../bin/commands/deploy.ts';

let stderr: string;
const saved = { ...process.env };
beforeEach(() => {
  stderr = '';
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => { stderr += String(chunk); return true; });
  for (const key of Object.keys(process.env)) if (key.startsWith('AWS_')) delete process.env[key];
  Object.assign(process.env, {
    AWS_EC2_METADATA_DISABLED: 'true',
    AWS_CONFIG_FILE: '/nonexistent/aws-config',
    AWS_SHARED_CREDENTIALS_FILE: '/nonexistent/aws-credentials',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  process.env = { ...saved };
});

const flags = (extra: Partial<DeployFlags>): DeployFlags => ({ dir: 'dist', content: 'content', maxDeletes: '256', build: false, stack: 'Site', region: 'us-east-1', ...extra });

describe('site deploy (command)', () => {
  it('rejects a --max-deletes that is not a whole number as bad usage', async () => {
    expect(await deployCommand(flags({ maxDeletes: 'all' }))).toBe(2);
    expect(stderr).toBe('--max-deletes must be a whole number, got "all"\n');
  });

  it('says how to sign in when there are no AWS credentials, and changes nothing', async () => {
    expect(await deployCommand(flags({ dryRun: true }))).toBe(1);
    expect(stderr).toContain('No AWS credentials found. Sign in first');
  });
});
