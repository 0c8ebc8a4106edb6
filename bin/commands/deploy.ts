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
import { registerBuild } from './build.ts';

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
    .option('--dir <dir>', 'built site folder', 'dist')
    .option('--content <dir>', 'content folder, to rebuild the site first when it is stale', 'content')
    .option('--dry-run', 'print what would be uploaded, deleted and invalidated; change nothing')
    .option('--max-deletes <n>', 'refuse a deploy that would delete more objects than this', String(DEFAULT_MAX_DELETES))
    .option('--no-build', 'deploy the folder as it is, even when content/ changed after it was built')
    .action(async (opts: DeployFlags) => {
      process.exitCode = await deployCommand(opts);
    });
}

export async function deployCommand(opts: DeployFlags): Promise<number> {
  const maxDeletes = Number(opts.maxDeletes);
  if (!Number.isInteger(maxDeletes) || maxDeletes < 0) {
    process.stderr.write(`--max-deletes must be a whole number, got "${opts.maxDeletes}"\n`);
    return 2;
  }
  // The AWS SDK loads only for this command, so that the other commands start quickly.
  const [{ CloudFormationClient }, { CloudFrontClient }, { S3Client }, { DeployRefused, runDeploy }, { readStackOutputs, TargetError, targetFromOutputs }] = await Promise.all([
    import('@aws-sdk/client-cloudformation'),
    import('@aws-sdk/client-cloudfront'),
    import('@aws-sdk/client-s3'),
    import('../../deploy/run.ts'),
    import('../../deploy/target.ts'),
  ]);
  try {
    const { stack, region } = settings(opts);
    if (opts.build && (await isStale(opts.dir, opts.content))) {
      process.stderr.write(`${opts.dir}/ is missing or older than its sources: building it first.\n`);
      const code = await buildSite(opts.content, opts.dir);
      if (code !== 0) return code;
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
    return 0;
  } catch (err) {
    const operatorError = err instanceof DeployRefused || err instanceof TargetError || err instanceof SiteFolderError || err instanceof ConfigError;
    const message = operatorError ? err.message : userMessage(err);
    if (!message) throw err;
    process.stderr.write(`${message}\n`);
    return 1;
  }
}

/** Runs `site build` through its own command definition, so its defaults and output apply. */
export async function buildSite(content: string, out: string): Promise<number> {
  const program = new Command('site').exitOverride();
  registerBuild(program);
  const before = process.exitCode;
  process.exitCode = 0;
  await program.parseAsync(['build', '--content', content, '--out', out], { from: 'user' });
  const code = Number(process.exitCode ?? 0);
  process.exitCode = before;
  return code;
}

function settings(opts: DeployFlags): { stack: string; region: string } {
  if (opts.stack && opts.region) return { stack: opts.stack, region: opts.region };
  const config = loadConfig(() => undefined);
  return { stack: opts.stack ?? config.stackName, region: opts.region ?? config.region };
}

/** The message for an error the operator can fix, or undefined for an internal error. */
function userMessage(err: unknown): string | undefined {
  if (err instanceof Error && err.name === 'CredentialsProviderError') {
    return 'No AWS credentials found. Sign in first (for example `aws sso login --profile NAME` and `export AWS_PROFILE=NAME`), then run the deploy again.';
  }
  if (err instanceof Error && /AccessDenied|not authorized/i.test(`${err.name} ${err.message}`)) {
    return `AWS refused a request: ${err.message}\nThe credentials in use need read access to the stack and write access to its bucket and distribution.`;
  }
  return undefined;
}
