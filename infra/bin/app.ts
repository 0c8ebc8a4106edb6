/**
 * The CDK app entry (cdk.json: `npx tsx infra/bin/app.ts`). Settings: infra/config.json, any
 * top-level value overridable with `-c key=value` (see infra/config.ts). cdk-nag runs on every synth;
 * an unacknowledged finding fails it.
 */
import { addNagChecks, addSiteStack, createApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { SiteOutputError } from '../site-output.ts';
import { SitePromisesError } from '../site-promises.ts';

const app = createApp();
try {
  const config = loadConfig((key) => app.node.tryGetContext(key));
  addSiteStack(app, config);
} catch (err) {
  if (err instanceof ConfigError || err instanceof SiteOutputError || err instanceof SitePromisesError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
  throw err;
}
addNagChecks(app);
app.synth();
