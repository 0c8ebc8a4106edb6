/** `site deploy` as a command: its usage errors and the message for a machine with no AWS credentials. */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deployCommand, type DeployFlags } from '../../bin/commands/deploy.ts';
import { outcomeOf, type Outcome } from '../../bin/exit.ts';

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

/** The exit code and message bin/site.ts would give. */
const deploy = (extra: Partial<DeployFlags>): Promise<Outcome> => deployCommand(flags(extra)).then(() => ({ code: 0, text: '' }), (err: unknown) => outcomeOf(err));

describe('site deploy (command)', () => {
  it('rejects a --max-deletes that is not a whole number as bad usage', async () => {
    expect(await deploy({ maxDeletes: 'all' })).toEqual({ code: 2, text: '--max-deletes must be a whole number, got "all"\n' });
    expect(stderr).toBe('');
  });

  it('says how to sign in when there are no AWS credentials, and changes nothing', async () => {
    // A staging stack, so that the shipped content's stand-ins pass the gate (tests/deploy/gate.test.ts).
    const config = join(await mkdtemp(join(tmpdir(), 'deploy-cli-')), 'config.json');
    await writeFile(config, JSON.stringify({ stage: 'staging', notify: { emailTo: ['a@ardenahouse.org'], emailFrom: 'b@ardenahouse.org' } }));
    const { code, text } = await deploy({ dryRun: true, config, dir: join(config, '..', 'dist') });
    expect(code).toBe(1);
    expect(text).toMatch(/^No AWS credentials found\. Sign in first/);
    expect(stderr).toBe(`${config} says "stage": "staging": stand-ins are allowed, and every page is noindex.\n`);
  });
});
