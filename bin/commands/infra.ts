/**
 * `site infra synth|diff|deploy|bootstrap`: the AWS CDK CLI on infra/ (cdk.json at the repository
 * root). Builds the site first when it is stale, because the stack reads the CloudFront Function
 * and the headers from it; `site infra deploy` first refuses example alert addresses, a missing alarm
 * address and (unless the config's stage is staging) the content's stand-ins. `-c key=value` overrides a setting of infra/config.json; anything after
 * `--` goes to cdk as it is (e.g. `site infra deploy -- --require-approval never`).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { relative, resolve } from 'node:path';
import type { Command } from 'commander';
import { isStale } from '../../deploy/stale.ts';
import { configBlockers, ConfigError, DEFAULT_CONFIG_FILE, loadConfig, type SiteConfig } from '../../infra/config.ts';
import { refuseStandIns } from './gate.ts';
import { UsageError, UserError } from '../exit.ts';
import { buildSite, builtStage } from './deploy.ts';
import { DEFAULTS } from '../../contract/defaults.ts';

const CDK_BIN = createRequire(import.meta.url).resolve('aws-cdk/bin/cdk');
const ROOT = new URL('../../', import.meta.url).pathname;
const SUBCOMMANDS = {
  synth: 'print the CloudFormation template and run the cdk-nag checks',
  diff: 'show what a deploy would change in the AWS account',
  deploy: 'create or update the stack (bucket, CDN, forms API, leads table, alarms)',
  bootstrap: 'prepare a new AWS account and region for CDK deployments (once)',
} as const;

interface InfraFlags { context: string[]; content: string; build: boolean }

export function registerInfra(program: Command): void {
  const infra = program.command('infra').description('create and update the AWS infrastructure (AWS CDK)');
  for (const [name, description] of Object.entries(SUBCOMMANDS)) {
    infra
      .command(name)
      .description(description)
      .option('-c, --context <key=value>', 'override a setting of infra/config.json (repeatable)', (v: string, all: string[]) => [...all, v], [])
      .option('--content <dir>', 'content folder: the stack reads the call-back promises of its site.yaml, and the site is rebuilt from it when stale', DEFAULTS.contentDir)
      .option('--no-build', 'use the built site as it is')
      .argument('[cdkArgs...]', 'passed to cdk after --')
      .action((cdkArgs: string[], opts: InfraFlags) => infraCommand(name as keyof typeof SUBCOMMANDS, opts, cdkArgs));
  }
}

export async function infraCommand(sub: keyof typeof SUBCOMMANDS, opts: InfraFlags, cdkArgs: string[]): Promise<void> {
  const bad = opts.context.find((c) => !/^[A-Za-z][\w.-]*=/.test(c));
  if (bad) throw new UsageError(`--context takes key=value, got "${bad}"`);
  let config: SiteConfig;
  try {
    config = configured(opts.context);
  } catch (err) {
    if (err instanceof ConfigError) throw new UserError(err.message, { cause: err });
    throw err;
  }
  const staging = config.stage === 'staging';
  if (sub === 'deploy') await refuseToDeploy(config, opts.content);
  if (opts.build) {
    const siteDir = resolve(ROOT, config.siteDir);
    if (await isStale(siteDir, opts.content) || (await builtStage(siteDir)) !== config.stage) {
      process.stderr.write(`${relative(process.cwd(), siteDir) || '.'}/ is missing, older than its sources or not built for ${config.stage}: building it first (the stack reads its _edge/ files).\n`);
      await buildSite(opts.content, siteDir, staging);
    }
  }
  // The stack reads the promises from the same content folder the site is built from, unless -c says otherwise.
  const context = opts.context.some((c) => c.startsWith('contentDir=')) ? opts.context : [...opts.context, `contentDir=${resolve(opts.content)}`];
  const { code, signal } = await runCdk([sub, '--no-notices', ...context.flatMap((c) => ['-c', c]), ...cdkArgs]);
  if (signal) throw new Error(`the CDK CLI was stopped by ${signal}`);
  // The CDK CLI has said what went wrong.
  if (code !== 0) throw new UserError('');
}

/**
 * Before `site infra deploy` reaches AWS: the alert and alarm addresses must be real and set, and a
 * production stack's content must pass the going-live gate. A UserError naming every problem.
 */
async function refuseToDeploy(config: SiteConfig, content: string): Promise<void> {
  const { isExampleHost } = await import('../../generator/validate/stand-in-values.ts');
  const problems = configBlockers(config, isExampleHost);
  if (problems.length) throw new UserError(`The stack's settings are not ready to deploy:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  if (config.stage !== 'staging') await refuseStandIns(content);
}

/** The stack's settings: infra/config.json (or the file named by `-c configFile=...`) with the `-c` overrides. */
export function configured(context: readonly string[]): SiteConfig {
  const values = new Map(context.map((c) => [c.slice(0, c.indexOf('=')), c.slice(c.indexOf('=') + 1)]));
  return loadConfig((key) => (key === 'configFile' ? resolve(ROOT, values.get(key) ?? DEFAULT_CONFIG_FILE) : values.get(key)));
}

/**
 * The built site the stack reads: siteDir of infra/config.json (or of the file named by
 * `-c configFile=...`), overridden by `-c siteDir=...`. Relative to the repository root, where cdk runs.
 */
export function configuredSiteDir(context: readonly string[]): string {
  return resolve(ROOT, configured(context).siteDir);
}

/** Runs the CDK CLI from the repository root; `capture` collects its output instead of showing it. */
export function runCdk(args: string[], capture = false): Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CDK_BIN, ...args], { cwd: ROOT, stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => { output += chunk; });
    child.stderr?.on('data', (chunk: Buffer) => { output += chunk; });
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, output }));
  });
}
