/** The stack's settings: defaults, context overrides, and one message per wrong value. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addSiteStack, createApp } from '../../infra/app.ts';
import { configBlockers, ConfigError, loadConfig, parseConfig } from '../../infra/config.ts';
import { isExampleHost } from '../../generator/validate/stand-in-values.ts';
import { readSiteEdge, SiteOutputError } from '../../infra/site-output.ts';
import { EDGE_FUNCTION_MAX_BYTES } from '../../contract/output.ts';

const notify = { emailFrom: 'alerts@ardenahouse.example', emailTo: ['admissions@ardenahouse.example'] };

describe('infra config', () => {
  it('fills in defaults: us-east-1, dist/, no domain, the WAF on with a per-client limit on the API, 90 days', () => {
    expect(parseConfig({ notify })).toMatchObject({
      stackName: 'ArdenaHouseSite', region: 'us-east-1', siteDir: 'dist', leadRetentionDays: 90, logRetentionDays: 90,
      waf: { enabled: true, apiRequestsPer5Minutes: 100, countRequestsPer5Minutes: 300, requestsPer5Minutes: 2000, adminRequestsPer5Minutes: 2000 }, apiRateLimit: 100,
    });
    expect(parseConfig({ notify }).domainName).toBeUndefined();
  });

  it('the committed infra/config.json is valid', () => {
    expect(loadConfig(() => undefined).stackName).toBe('ArdenaHouseSite');
  });

  it('lets CDK context override a top-level setting', () => {
    const context: Record<string, string> = { domainName: 'www.ardenahouse.example', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123', stackName: 'Staging' };
    expect(loadConfig((key) => context[key])).toMatchObject(context);
  });

  it('names every problem, with what to do', () => {
    const problems = () => parseConfig({ domainName: 'www.ardenahouse.example', region: 'eu-west-1', notify: { emailTo: ['admissions@ardenahouse.example'] } });
    expect(problems).toThrow(ConfigError);
    expect(problems).toThrow([
      'config has 3 problems:',
      '  certificateArn: is required with domainName: request a certificate for the domain in ACM (us-east-1)',
      '  notify.emailFrom: is required with notify.emailTo: a verified SES address to send from',
      '  waf.enabled: needs region us-east-1: a web ACL for CloudFront can only be created there (turning the WAF off lets one client use up the forms API for everyone)',
    ].join('\n'));
  });

  it('refuses a configuration that would alert nobody about a lead', () => {
    expect(() => parseConfig({})).toThrow('notify: needs emailTo (with emailFrom) or webhookUrl');
  });

  it('sends the webhook the full lead only when asked, and only with a webhook', () => {
    expect(parseConfig({ notify }).notify.webhookFullLead).toBe(false);
    expect(() => parseConfig({ notify: { ...notify, webhookFullLead: true } })).toThrow('notify.webhookFullLead: needs notify.webhookUrl');
    expect(() => parseConfig({ notify: { ...notify, webhookToken: 'abc' } })).toThrow(/Unrecognized key.*webhookToken/);
  });

  it('refuses a certificate outside us-east-1 and unknown settings', () => {
    expect(() => parseConfig({ notify, domainName: 'www.x.org', certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/abc' })).toThrow('certificateArn: an ACM certificate ARN in us-east-1');
    expect(() => parseConfig({ notify, domian: 'x' })).toThrow(/Unrecognized key.*domian/);
  });

  it('takes the inbox\'s sign-in prefix from the file or the context, with one message per wrong value', () => {
    expect(parseConfig({ notify }).inboxSignInPrefix).toBe('ardena-admissions');
    expect(loadConfig((key) => (key === 'inboxSignInPrefix' ? 'ardena-staging' : undefined)).inboxSignInPrefix).toBe('ardena-staging');
    expect(() => parseConfig({ notify, inboxSignInPrefix: 'Team-aws-' })).toThrow([
      'config has 1 problem:',
      '  inboxSignInPrefix: lower-case letters, digits and hyphens (at most 63), such as ardena-admissions',
    ].join('\n'));
    expect(() => parseConfig({ notify, inboxSignInPrefix: 'ardena-cognito' })).toThrow([
      'config has 1 problem:',
      '  inboxSignInPrefix: must not contain aws, amazon or cognito (Cognito refuses them)',
    ].join('\n'));
  });

  it('reports an unreadable config file by name', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'config-'));
    try {
      await writeFile(join(dir, 'bad.json'), '{ not json');
      expect(() => loadConfig((key) => (key === 'configFile' ? join(dir, 'bad.json') : undefined))).toThrow(`Cannot read ${join(dir, 'bad.json')}`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('site output', () => {
  it('refuses to synthesise without a built site, saying how to build it', async () => {
    const outdir = await mkdtemp(join(tmpdir(), 'cdk-config-'));
    try {
      const stack = (app = createApp({ outdir })) => addSiteStack(app, parseConfig({ notify }), '/nonexistent/site');
      expect(() => stack()).toThrow(SiteOutputError);
      expect(() => stack()).toThrow('/nonexistent/site/_edge/viewer-request.js is missing: the stack is configured from the built site. Run `site build --out /nonexistent/site` first.');
    } finally {
      await rm(outdir, { recursive: true, force: true });
    }
  });
});

describe('the edge function from the built site', () => {
  it('refuses one larger than CloudFront takes, before anything is deployed', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'site-edge-'));
    try {
      await mkdir(join(dir, '_edge'), { recursive: true });
      const oversized = `function handler(event) { return event.request; }\n// ${'x'.repeat(EDGE_FUNCTION_MAX_BYTES)}\n`;
      await writeFile(join(dir, '_edge', 'viewer-request.js'), oversized);
      await writeFile(join(dir, '_edge', 'headers.json'), JSON.stringify({ security: {}, cache: {}, noindex: [], pages: {} }));
      expect(() => readSiteEdge(dir)).toThrow(new SiteOutputError(`${join(dir, '_edge', 'viewer-request.js')} is ${Buffer.byteLength(oversized)} bytes, more than the ${EDGE_FUNCTION_MAX_BYTES} CloudFront takes for a function. A build of this version keeps it within them: rebuild with \`site build --out ${dir}\`.`));
      await writeFile(join(dir, '_edge', 'viewer-request.js'), 'function handler(event) { return event.request; }\n');
      expect(readSiteEdge(dir).functionSource).toBe('function handler(event) { return event.request; }\n');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('what keeps a configuration from being deployed (site infra deploy)', () => {
  const blockers = (raw: Record<string, unknown>) => configBlockers(parseConfig(raw), isExampleHost);

  it('is production unless the file says staging', () => {
    expect(parseConfig({ notify }).stage).toBe('production');
    expect(parseConfig({ notify, stage: 'staging' }).stage).toBe('staging');
  });

  it('refuses alert addresses on example domains and requires an alarm address', () => {
    expect(blockers({ notify })).toEqual([
      'notify.emailFrom: alerts@ardenahouse.example is on a reserved example domain: put in the verified SES address the alerts come from',
      "notify.emailTo: admissions@ardenahouse.example is on a reserved example domain: put in the admissions team's real inbox",
      'alarmEmail: is required: the address paged when alerts about leads keep failing',
    ]);
    expect(blockers({ notify: { webhookUrl: 'https://crm.example.com/hook' }, alarmEmail: 'ops@example.net' })).toEqual([
      "notify.webhookUrl: https://crm.example.com/hook is on a reserved example domain: put in the CRM's real address",
      "alarmEmail: ops@example.net is on a reserved example domain: put in the operator's real address",
    ]);
    expect(blockers({ notify: { emailFrom: 'alerts@ardenahouse.org', emailTo: ['admissions@ardenahouse.org'] }, alarmEmail: 'ops@ardenahouse.org' })).toEqual([]);
  });
});
