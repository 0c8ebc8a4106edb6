/**
 * Synthesises the site stack from the run's build of the shipped content, twice: with the minimal
 * configuration (no domain, the WAF turned off) and with every option set. Once per test file (beforeAll).
 */
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import type { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { inject } from 'vitest';
import { addSiteStack, createApp } from '../../infra/app.ts';
import { parseConfig, type SiteConfigInput } from '../../infra/config.ts';
import type { SiteStack } from '../../infra/stacks/site-stack.ts';
import { shipped } from '../helpers/site.ts';

export const CERTIFICATE = 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-4e5f-6789-abcd-ef0123456789';

export const MINIMAL: SiteConfigInput = {
  stackName: 'SiteMinimal',
  notify: { emailFrom: 'alerts@ardenahouse.example', emailTo: ['admissions@ardenahouse.example'] },
  waf: { enabled: false },
};

export const FULL: SiteConfigInput = {
  stackName: 'SiteFull',
  account: '123456789012',
  domainName: 'www.ardenahouse.example',
  certificateArn: CERTIFICATE,
  notify: { emailFrom: 'alerts@ardenahouse.example', emailTo: ['admissions@ardenahouse.example', 'night@ardenahouse.example'], webhookUrl: 'https://crm.example.com/hooks/leads' },
  alarmEmail: 'ops@ardenahouse.example',
  waf: { enabled: true, apiRequestsPer5Minutes: 60, requestsPer5Minutes: 500 },
  leadRetentionDays: 30,
};

export interface Synth {
  app: App;
  siteDir: string;
  outdir: string;
  minimal: SiteStack;
  full: SiteStack;
}

let processOutdir: string | undefined;

/**
 * The output folder of every synthesis of the site stack in this test process, below the run's
 * (tests/setup/cdk-outdir.ts, which removes it; a test file must not). CDK stages a Lambda's code,
 * bundling it with esbuild (about 0.9 s a function, most of it starting npx), once per output folder
 * and process: with a folder of their own, the test files synthesising the stack bundled the same five
 * functions again each. Test files run one after another in a process, so no two syntheses write the
 * folder at once.
 */
export function cdkOutdir(): string {
  processOutdir ??= mkdtempSync(join(inject('cdkOutdirs'), 'process-'));
  return processOutdir;
}

/**
 * CDK's built-in CloudFormation validation (a WASM linter) takes several seconds per synthesis; the
 * CLI test (cli.test.ts) runs it with `cdk synth`, so these in-process syntheses skip it.
 */
export async function synthStacks(): Promise<Synth> {
  const siteDir = shipped().dir;
  const outdir = cdkOutdir();
  const app = createApp({ outdir, cloudFormationValidation: false });
  const minimal = addSiteStack(app, parseConfig(MINIMAL), siteDir);
  const full = addSiteStack(app, parseConfig(FULL), siteDir);
  return { app, siteDir, outdir, minimal, full };
}

export const template = (stack: SiteStack) => Template.fromStack(stack);

/** The one resource of a type whose logical id starts with prefix. */
export function only(t: Template, type: string, idPrefix = ''): { id: string; props: Record<string, any> } {
  const found = Object.entries(t.findResources(type)).filter(([id]) => id.startsWith(idPrefix));
  if (found.length !== 1) throw new Error(`expected one ${type} ${idPrefix}, found ${found.map(([id]) => id).join(', ') || 'none'}`);
  const [id, resource] = found[0]!;
  return { id, props: (resource as { Properties: Record<string, any> }).Properties };
}

export const ref = (id: string) => ({ Ref: id });
export const arn = (id: string) => ({ 'Fn::GetAtt': [id, 'Arn'] });
export const envOf = (tpl: Template, fnPrefix: string) => only(tpl, 'AWS::Lambda::Function', fnPrefix).props.Environment.Variables;

export type Statement = { Action: string | string[]; Resource: unknown; Effect: string };

/** The statements of the policy attached to a function's role. */
export function statementsOf(tpl: Template, fnPrefix: string): Statement[] {
  const role = only(tpl, 'AWS::Lambda::Function', fnPrefix).props.Role['Fn::GetAtt'][0];
  const policy = Object.values(tpl.findResources('AWS::IAM::Policy')).find((p) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === role))!;
  return policy.Properties.PolicyDocument.Statement as Statement[];
}

export const distribution = (tpl: Template) => only(tpl, 'AWS::CloudFront::Distribution').props.DistributionConfig;
/** The cache behaviour of a path pattern. */
export const behaviour = (tpl: Template, pattern: string) => distribution(tpl).CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === pattern);
export const headersPolicy = (tpl: Template, id: { Ref: string }) => tpl.findResources('AWS::CloudFront::ResponseHeadersPolicy')[id.Ref]!.Properties.ResponseHeadersPolicyConfig;

/** lambdas/leads/origin-verify.cjs, as the tests load it (its types are origin-verify.d.cts). */
export type AuthorizerModule = typeof import('../../lambdas/leads/origin-verify.cjs');
