/**
 * `site infra synth` runs the real CDK CLI (cdk.json: npx tsx infra/bin/app.ts) with cdk-nag as a
 * validation plugin, after CDK's own CloudFormation validation. Synthesised from a test build into a
 * temporary cloud assembly. The slowest test here (a fresh process bundles, lints and checks).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCdk } from '../../bin/commands/infra.ts';
import { shipped } from '../helpers/site.ts';

let siteDir: string;
let out: string;
beforeAll(async () => {
  siteDir = shipped().dir;
  out = await mkdtemp(join(tmpdir(), 'cdk-cli-'));
});
afterAll(() => rm(out, { recursive: true, force: true }));

describe('site infra synth (the CDK CLI)', () => {
  it('synthesises the stack from the given build, cdk-nag passing, with no credentials', async () => {
    const { code, output } = await runCdk(['synth', '--no-notices', '--quiet', '-c', `siteDir=${siteDir}`, '--output', out], true);
    expect(code, output).toBe(0);
    const template = JSON.parse(await readFile(join(out, 'ArdenaHouseSite.template.json'), 'utf8')) as { Resources: Record<string, { Type: string; Properties: { FunctionCode?: string } }> };
    const codes = Object.values(template.Resources).filter((r) => r.Type === 'AWS::CloudFront::Function').map((r) => r.Properties.FunctionCode);
    expect(codes).toContain(await readFile(join(siteDir, '_edge/viewer-request.js'), 'utf8'));
    // A plugin with findings (cdk-nag's packs, CDK's CloudFormation validation) would be listed here.
    const report = JSON.parse(await readFile(join(out, 'validation-report.json'), 'utf8')) as { pluginReports: unknown[] };
    expect(report.pluginReports).toEqual([]);
  }, 180_000);

  it('stops with the configuration problem when a setting is wrong', async () => {
    const { code, output } = await runCdk(['synth', '--no-notices', '--quiet', '-c', `siteDir=${siteDir}`, '-c', 'domainName=www.ardenahouse.example', '--output', out], true);
    expect(code).toBe(1);
    expect(output).toContain('certificateArn: is required with domainName');
  }, 120_000);
});

describe('site infra deploy (before the CDK CLI runs)', () => {
  it('refuses example alert addresses and a missing alarm address, naming each', async () => {
    const { infraCommand } = await import('../../bin/commands/infra.ts');
    const { outcomeOf } = await import('../../bin/exit.ts');
    const outcome = await infraCommand('deploy', { context: [], content: 'content', build: false }, []).then(() => ({ code: 0, text: '' }), outcomeOf);
    expect(outcome.code).toBe(1);
    expect(outcome.text).toContain("The stack's settings are not ready to deploy:\n  notify.emailFrom: alerts@ardenahouse.example is on a reserved example domain");
    expect(outcome.text).toContain('  alarmEmail: is required');
  });

  it('with real addresses, refuses a production stack while the content has stand-ins, naming the crisis line first', async () => {
    const { infraCommand } = await import('../../bin/commands/infra.ts');
    const { outcomeOf } = await import('../../bin/exit.ts');
    const config = join(out, 'production.json');
    await writeFile(config, JSON.stringify({ notify: { emailFrom: 'alerts@ardenahouse.org', emailTo: ['admissions@ardenahouse.org'] }, alarmEmail: 'ops@ardenahouse.org' }));
    const outcome = await infraCommand('deploy', { context: [`configFile=${config}`], content: 'content', build: false }, []).then(() => ({ code: 0, text: '' }), outcomeOf);
    expect(outcome.code).toBe(1);
    expect(outcome.text).toMatch(/^Not ready to go live: \d+ things in the content must be replaced first\.\n\ncontent\/site\.yaml:\d+:\d+ {2}crisisLine\.tel\n/);
  });
});
