/**
 * Builds the CDK app: the pinned feature flags, the site stack from a config, and cdk-nag's
 * AwsSolutions and HIPAA Security packs as validation plugins (cdk-nag v3). Shared by the CLI entry
 * (infra/bin/app.ts) and the tests, so both synthesise the same template.
 */
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, HIPAASecurityChecks } from 'cdk-nag';
import flags from './feature-flags.json' with { type: 'json' };
import type { SiteConfig } from './config.ts';
import { SiteStack } from './stacks/site-stack.ts';

/** `cloudFormationValidation: false` skips CDK's built-in template linter (several seconds a synthesis), as `cdk synth --no-validation` does. */
export function createApp(opts: { outdir?: string; context?: Record<string, unknown>; cloudFormationValidation?: boolean } = {}): App {
  return new App({ outdir: opts.outdir, context: { ...flags, ...opts.context }, builtinCloudFormationValidation: opts.cloudFormationValidation });
}

export function addSiteStack(app: App, config: SiteConfig, siteDir?: string): SiteStack {
  return new SiteStack(app, config.stackName, {
    config,
    siteDir,
    env: { region: config.region, ...(config.account && { account: config.account }) },
    description: 'Treatment-center website: S3 + CloudFront, forms API, leads table, alerts',
  });
}

export function nagPacks() {
  return [new AwsSolutionsChecks(), new HIPAASecurityChecks()];
}

export function addNagChecks(app: App): void {
  Validations.of(app).addPlugins(...nagPacks());
}
