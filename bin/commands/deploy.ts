/**
 * `site deploy [--stack NAME] [--dry-run] [--max-deletes N]`: upload the built site to the stack's
 * bucket (only what changed, assets before pages), publish the CloudFront Function if the redirects
 * or pages changed, delete what the site no longer has and invalidate the changed paths.
 */
import { Command } from 'commander';
import { SiteFolderError } from '../../deploy/files.ts';
import { DEFAULT_MAX_DELETES } from '../../deploy/plan.ts';
import { formatPlan, formatSummary, progressPrinter } from '../../deploy/report.ts';
import { isStale } from '../../deploy/stale.ts';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigError, DEFAULT_CONFIG_FILE, loadConfig, type SiteConfig } from '../../infra/config.ts';
import { STAGING_ROBOTS_TXT } from '../../generator/emit/sitemap.ts';
import { refuseStandIns } from './gate.ts';
import { UsageError, UserError } from '../exit.ts';
import { registerBuild } from './build.ts';
import { DEFAULTS } from '../../contract/defaults.ts';

export interface DeployFlags {
  stack?: string;
  region?: string;
  dir: string;
  content: string;
  dryRun?: boolean;
  maxDeletes: string;
  build: boolean;
  /** The stack's settings file (its stage, and the stack and region when not given). */
  config?: string;
}

export function registerDeploy(program: Command): void {
  program
    .command('deploy')
    .description('upload the built site to AWS: only changed files, assets before pages; then invalidate the changed paths')
    .option('--stack <name>', 'the stack created by `site infra deploy` (default: stackName in infra/config.json)')
    .option('--region <region>', 'the stack\'s region (default: region in infra/config.json)')
    .option('--dir <dir>', 'built site folder', DEFAULTS.outDir)
    .option('--content <dir>', 'content folder, to rebuild the site first when it is stale', DEFAULTS.contentDir)
    .option('--dry-run', 'print what would be uploaded, deleted and invalidated; change nothing')
    .option('--max-deletes <n>', 'refuse a deploy that would delete more objects than this', String(DEFAULT_MAX_DELETES))
    .option('--no-build', 'deploy the folder as it is, even when content/ changed after it was built')
    .option('--config <file>', 'the stack\'s settings: its stage (production refuses stand-ins), and the stack and region when not given', DEFAULT_CONFIG_FILE)
    .action(deployCommand);
}

export async function deployCommand(opts: DeployFlags): Promise<void> {
  const maxDeletes = Number(opts.maxDeletes);
  if (!Number.isInteger(maxDeletes) || maxDeletes < 0) throw new UsageError(`--max-deletes must be a whole number, got "${opts.maxDeletes}"`);
  // The going-live gate and the site's stage come before any AWS call.
  const { stack, region } = await readyToDeploy(opts);
  // The AWS SDK loads only for this command, so that the other commands start quickly.
  const [{ CloudFormationClient }, { CloudFrontClient }, { S3Client }, { DeployRefused, runDeploy }, { readStackOutputs, TargetError, targetFromOutputs }] = await Promise.all([
    import('@aws-sdk/client-cloudformation'),
    import('@aws-sdk/client-cloudfront'),
    import('@aws-sdk/client-s3'),
    import('../../deploy/run.ts'),
    import('../../deploy/target.ts'),
  ]);
  try {
    const target = targetFromOutputs(await readStackOutputs(new CloudFormationClient({ region }), stack, region), stack);
    const progress = progressPrinter(process.stderr);
    const result = await runDeploy({
      dir: opts.dir,
      target,
      s3: new S3Client({ region }),
      // CloudFront's API lives in us-east-1 whatever the stack's region.
      cloudfront: new CloudFrontClient({ region: 'us-east-1' }),
      dryRun: opts.dryRun,
      maxDeletes,
      onProgress: (p) => progress.update(p),
    }).finally(() => progress.end());
    if (result.dryRun) process.stdout.write(formatPlan(result));
    else process.stderr.write(formatSummary(result));
  } catch (err) {
    // The build's own content problems pass as they are.
    if (err instanceof UserError) throw err;
    const operatorError = err instanceof DeployRefused || err instanceof TargetError || err instanceof SiteFolderError || err instanceof ConfigError;
    throw (operatorError ? new UserError(err.message, { cause: err }) : awsUserError(err)) ?? err;
  }
}

/**
 * Before anything reaches AWS: the stack's stage from its settings; for production the going-live
 * gate on the content; then the built site, rebuilt when stale or built for the other stage.
 */
async function readyToDeploy(opts: DeployFlags): Promise<{ stack: string; region: string }> {
  let config: SiteConfig;
  try {
    config = loadConfig((key) => (key === 'configFile' ? opts.config : undefined));
  } catch (err) {
    if (err instanceof ConfigError) throw new UserError(err.message, { cause: err });
    throw err;
  }
  const staging = config.stage === 'staging';
  if (staging) process.stderr.write(`${opts.config ?? DEFAULT_CONFIG_FILE} says "stage": "staging": stand-ins are allowed, and every page is noindex.\n`);
  else await refuseStandIns(opts.content);
  const built = await builtStage(opts.dir);
  if (opts.build && (await isStale(opts.dir, opts.content) || built !== config.stage)) {
    process.stderr.write(`${opts.dir}/ is missing, older than its sources or not built for ${config.stage}: building it first.\n`);
    await buildSite(opts.content, opts.dir, staging);
  } else if (built !== undefined && built !== config.stage) {
    throw new UserError(`${opts.dir}/ was built for ${built}, but the stack is ${config.stage}: build it again${staging ? ' with --staging' : ''}, or deploy without --no-build.`);
  }
  return { stack: opts.stack ?? config.stackName, region: opts.region ?? config.region };
}

/** The stack and its region: the flags, else infra/config.json. */
export function stackSettings(opts: { stack?: string; region?: string }): { stack: string; region: string } {
  if (opts.stack && opts.region) return { stack: opts.stack, region: opts.region };
  const config = loadConfig(() => undefined);
  return { stack: opts.stack ?? config.stackName, region: opts.region ?? config.region };
}

/** What a built folder was built for, by its robots.txt; undefined when there is none. */
export async function builtStage(dir: string): Promise<'production' | 'staging' | undefined> {
  const robots = await readFile(join(dir, 'robots.txt'), 'utf8').catch(() => undefined);
  if (robots === undefined) return undefined;
  return robots === STAGING_ROBOTS_TXT ? 'staging' : 'production';
}

/** Runs `site build` through its own command definition, so its defaults and output apply; throws as it does. */
export async function buildSite(content: string, out: string, staging = false): Promise<void> {
  const program = new Command('site').exitOverride();
  registerBuild(program);
  await program.parseAsync(['build', '--content', content, '--out', out, ...(staging ? ['--staging'] : [])], { from: 'user' });
}

/** An AWS error the operator can fix, as a UserError keeping AWS's own error as its cause; undefined for any other. */
function awsUserError(err: unknown): UserError | undefined {
  if (err instanceof Error && err.name === 'CredentialsProviderError') {
    return new UserError('No AWS credentials found. Sign in first (for example `aws sso login --profile NAME` and `export AWS_PROFILE=NAME`), then run the deploy again.', { cause: err });
  }
  if (err instanceof Error && /AccessDenied|not authorized/i.test(`${err.name} ${err.message}`)) {
    return new UserError('AWS refused a request. The credentials in use need read access to the stack and write access to its bucket and distribution.', { cause: err });
  }
  return undefined;
}
