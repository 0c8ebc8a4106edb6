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
import { ConfigError, loadConfig } from '../../infra/config.ts';
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
    .action(deployCommand);
}

export async function deployCommand(opts: DeployFlags): Promise<void> {
  const maxDeletes = Number(opts.maxDeletes);
  if (!Number.isInteger(maxDeletes) || maxDeletes < 0) throw new UsageError(`--max-deletes must be a whole number, got "${opts.maxDeletes}"`);
  // The AWS SDK loads only for this command, so that the other commands start quickly.
  const [{ CloudFormationClient }, { CloudFrontClient }, { S3Client }, { DeployRefused, runDeploy }, { readStackOutputs, TargetError, targetFromOutputs }] = await Promise.all([
    import('@aws-sdk/client-cloudformation'),
    import('@aws-sdk/client-cloudfront'),
    import('@aws-sdk/client-s3'),
    import('../../deploy/run.ts'),
    import('../../deploy/target.ts'),
  ]);
  try {
    const { stack, region } = stackSettings(opts);
    if (opts.build && (await isStale(opts.dir, opts.content))) {
      process.stderr.write(`${opts.dir}/ is missing or older than its sources: building it first.\n`);
      await buildSite(opts.content, opts.dir);
    }
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

/** Runs `site build` through its own command definition, so its defaults and output apply; throws as it does. */
export async function buildSite(content: string, out: string): Promise<void> {
  const program = new Command('site').exitOverride();
  registerBuild(program);
  await program.parseAsync(['build', '--content', content, '--out', out], { from: 'user' });
}

/** The stack and its region: the flags, else infra/config.json. */
export function stackSettings(opts: { stack?: string; region?: string }): { stack: string; region: string } {
  if (opts.stack && opts.region) return { stack: opts.stack, region: opts.region };
  const config = loadConfig(() => undefined);
  return { stack: opts.stack ?? config.stackName, region: opts.region ?? config.region };
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
