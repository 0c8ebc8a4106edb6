/** `site infra` checks the built site the stack will read: the config's siteDir, not a folder of its own. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserError } from '../../bin/exit.ts';
import { configuredSiteDir, infraCommand } from '../../bin/commands/infra.ts';
import { ROOT } from '../helpers/site.ts';

let work: string;
beforeEach(async () => { work = await mkdtemp(join(tmpdir(), 'infra-site-dir-')); });
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(work, { recursive: true, force: true });
});

describe('the site folder `site infra` checks before it runs cdk', () => {
  it('is siteDir of infra/config.json, from the repository root where cdk runs', () => {
    expect(configuredSiteDir([])).toBe(join(ROOT, 'dist'));
  });

  it('follows -c siteDir=... and the siteDir of a config file named by -c configFile=...', async () => {
    expect(configuredSiteDir(['siteDir=.cache/site'])).toBe(join(ROOT, '.cache/site'));
    const config = join(work, 'config.json');
    await writeFile(config, JSON.stringify({ siteDir: join(work, 'public'), notify: { webhookUrl: 'https://crm.example/leads' } }));
    expect(configuredSiteDir([`configFile=${config}`])).toBe(join(work, 'public'));
  });

  it('stops with the configuration problem before building or running cdk', async () => {
    const config = join(work, 'config.json');
    await writeFile(config, JSON.stringify({ siteDir: '', notify: { webhookUrl: 'https://crm.example/leads' } }));
    const run = infraCommand('synth', { context: [`configFile=${config}`], content: 'content', build: true }, []);
    await expect(run).rejects.toThrow(UserError);
    await expect(run).rejects.toThrow(`${config} has 1 problem:\n  siteDir:`);
  });
});
