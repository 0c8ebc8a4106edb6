import { addSiteStack, createApp, nagPacks } from './infra/app.ts';
import { parseConfig } from './infra/config.ts';
const app = createApp({ outdir: '/tmp/cdkx2' });
const stack = addSiteStack(app, parseConfig({ stackName: 'Full', domainName: 'www.ardenahouse.example', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-aaaa-bbbb-cccc-0123456789ab', notify: { emailFrom: 'a@ardenahouse.example', emailTo: ['b@ardenahouse.example'], webhookUrl: 'https://crm.example/hook' }, alarmEmail: 'ops@ardenahouse.example', waf: { enabled: true } }));
for (const p of nagPacks()) { const r = p.validateScope(stack); console.log(p.name, r.success); for (const v of r.violations) console.log(' ', v.ruleName, v.violatingResources.map((x: any) => x.constructPath).join(' | ')); }
