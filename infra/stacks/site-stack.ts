/**
 * The whole website in one stack: it only wires the constructs together and names the outputs
 * `site deploy` reads. Settings come from infra/config.ts; the CloudFront Function and headers
 * come from the built site folder (props.siteDir), so tests can pass a build of their own; the
 * call-back promises the Lambdas state and count down to come from site.yaml of props.contentDir.
 */
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { Statistic } from 'aws-cdk-lib/aws-cloudwatch';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { SiteConfig } from '../config.ts';
import { AlertChannels } from '../constructs/alert-channels.ts';
import { AlertRetry } from '../constructs/alert-retry.ts';
import { AdminApi } from '../constructs/admin-api.ts';
import { AdmissionsUsers, signInOrigin } from '../constructs/admissions-users.ts';
import { Alarms, FIVE_MINUTES } from '../constructs/alarms.ts';
import { DataKey } from '../constructs/data-key.ts';
import { Firewall } from '../constructs/firewall.ts';
import { FormApi } from '../constructs/form-api.ts';
import { LeadsTable } from '../constructs/leads-table.ts';
import { CountsTable } from '../constructs/counts-table.ts';
import { LogBucket } from '../constructs/log-bucket.ts';
import { Notifier } from '../constructs/notifier.ts';
import { OriginSecret } from '../constructs/origin-secret.ts';
import { SiteBucket } from '../constructs/site-bucket.ts';
import { SiteDistribution } from '../constructs/site-distribution.ts';
import { OUTPUTS } from '../outputs.ts';
import { readSiteEdge } from '../site-output.ts';
import { readResponseMinutes, readSiteLanguages, readSiteTimeZone } from '../site-promises.ts';
import { HEADER_NAMES } from '../../contract/defaults.ts';
import { ENDPOINTS } from '../../contract/forms.ts';
import { INBOX_PATH } from '../../contract/inbox.ts';

export { OUTPUTS };

export interface SiteStackProps extends StackProps {
  config: SiteConfig;
  /** The built site folder (its _edge/ files configure the CDN). Defaults to config.siteDir. */
  siteDir?: string;
  /** The content folder whose site.yaml states the call-back promises. Defaults to config.contentDir. */
  contentDir?: string;
}

export class SiteStack extends Stack {
  constructor(scope: Construct, id: string, props: SiteStackProps) {
    super(scope, id, props);
    const { config } = props;
    const edge = readSiteEdge(props.siteDir ?? config.siteDir);
    const responseMinutes = readResponseMinutes(props.contentDir ?? config.contentDir);
    const languages = readSiteLanguages(props.contentDir ?? config.contentDir);
    const timeZone = readSiteTimeZone(props.contentDir ?? config.contentDir);
    const logRetention = config.logRetentionDays as RetentionDays;

    const { key } = new DataKey(this, 'DataKey');
    const logs = new LogBucket(this, 'Logs', { retentionDays: config.logRetentionDays, addressDays: config.addressLogDays });
    const site = new SiteBucket(this, 'Site', { logBucket: logs.bucket });

    const leads = new LeadsTable(this, 'Leads', { key });
    const counts = new CountsTable(this, 'Counts', { key });
    const origin = new OriginSecret(this, 'OriginVerify', { key });
    const forms = new FormApi(this, 'Forms', { leads, key, logRetention, leadRetentionDays: config.leadRetentionDays, rateLimit: config.apiRateLimit, origin, languages, counts, timeZone, siteBucket: site.bucket });
    const firewall = config.waf.enabled
      // The firewall's logs hold each blocked client's IP address: kept only addressLogDays.
      ? new Firewall(this, 'Firewall', { ...config.waf, key, logRetention: config.addressLogDays as RetentionDays })
      : undefined;

    const cdn = new SiteDistribution(this, 'Cdn', {
      bucket: site.bucket,
      logBucket: logs.bucket,
      edge,
      api: { domainName: forms.originDomain, verifyHeader: HEADER_NAMES.originVerify, verifyToken: forms.originToken },
      domainName: config.domainName,
      certificateArn: config.certificateArn,
      webAclArn: firewall?.webAcl.attrArn,
      inboxSignInOrigin: signInOrigin(config.inboxSignInPrefix, this.region),
    });

    origin.rotateWith({ distribution: cdn.distribution, apiHealthUrl: `https://${forms.originDomain}${ENDPOINTS.health}`, logRetention });

    const domain = config.domainName ?? cdn.distribution.distributionDomainName;
    const users = new AdmissionsUsers(this, 'AdmissionsUsers', { siteUrl: `https://${domain}`, signInPrefix: config.inboxSignInPrefix });
    const admin = new AdminApi(this, 'Inbox', { api: forms.api, originAuthorizer: forms.originAuthorizer, origin, users, leads, counts, key, logRetention, responseMinutes, timeZone });
    const channels = new AlertChannels(this, 'Alerts', { key, siteUrl: `https://${domain}`, responseMinutes, ...config.notify });
    const notifier = new Notifier(this, 'Notifier', { leads, key, logRetention, channels });
    const retry = new AlertRetry(this, 'AlertRetry', { leads, key, logRetention, channels });

    const sum = { period: FIVE_MINUTES, statistic: Statistic.SUM };
    const alarms = new Alarms(this, 'Alarms', {
      key,
      email: config.alarmEmail,
      watch: [
        { id: 'Api5xx', description: 'The forms API answered 5xx: visitors could not send a request for help.', metric: forms.api.metricServerError({ ...sum, dimensionsMap: { ApiId: forms.api.apiId, Stage: '$default' } }) },
        { id: 'FormsErrors', description: 'The forms Lambda failed.', metric: forms.fn.metricErrors(sum) },
        { id: 'InboxErrors', description: 'The admissions inbox\'s Lambda failed: the team may not see new leads.', metric: admin.fn.metricErrors(sum) },
        { id: 'AuthorizerErrors', description: 'The forms API authorizer failed: every form submission is refused.', metric: forms.authorizerFn.metricErrors(sum) },
        { id: 'NotifierErrors', description: 'The notifier could not read or record a new lead (the stream retries it).', metric: notifier.fn.metricErrors(sum) },
        { id: 'RetryErrors', description: 'The alert retry schedule failed: alerts that failed are not being retried. Check the leads with `site leads --stack`.', metric: retry.fn.metricErrors(sum) },
        { id: 'DeadLetters', description: 'The notifier gave up on a stream batch: its leads stay pending and the retry schedule alerts them; run `site leads redrive` to speed that up and clear the queue.', metric: notifier.deadLetters.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: Statistic.MAXIMUM }) },
      ],
    });
    retry.pageThrough(alarms.topic);

    const output = (id: string, value: string, description: string) => new CfnOutput(this, id, { value, description });
    output(OUTPUTS.bucket, site.bucket.bucketName, 'S3 bucket the site is uploaded to');
    output(OUTPUTS.distributionId, cdn.distribution.distributionId, 'CloudFront distribution id');
    output(OUTPUTS.distributionDomain, cdn.distribution.distributionDomainName, 'CloudFront domain (point the DNS record of domainName here)');
    output(OUTPUTS.siteUrl, `https://${domain}/`, 'The live site');
    output(OUTPUTS.apiUrl, `https://${domain}/api/`, 'The forms API, through CloudFront');
    output(OUTPUTS.table, leads.table.tableName, 'DynamoDB table of leads');
    output(OUTPUTS.countsTable, counts.table.tableName, 'DynamoDB table of page-view and call-tap counters (site leads report --stack reads it)');
    output(OUTPUTS.viewerRequestFunction, cdn.viewerRequest.functionName, 'CloudFront Function with the redirects and clean URLs (updated by site deploy)');
    output(OUTPUTS.alarmTopic, alarms.topic.topicArn, 'SNS topic the alarms notify');
    output(OUTPUTS.deadLetters, notifier.deadLetters.queueUrl, 'Dead-letter queue of the notifier (site leads redrive empties it)');
    output(OUTPUTS.userPoolId, users.pool.userPoolId, 'Cognito user pool of the admissions team (create users here)');
    output(OUTPUTS.inboxClientId, users.client.userPoolClientId, 'App client of the admissions inbox');
    output(OUTPUTS.inboxSignIn, users.signInOrigin, 'Hosted sign-in of the admissions inbox');
    output(OUTPUTS.inboxUrl, `https://${domain}${INBOX_PATH}`, 'The admissions inbox');
    if (channels.webhookToken) output(OUTPUTS.webhookTokenSecret, channels.webhookToken.secretArn, 'Secret holding the CRM webhook token: put the token the CRM issued here');
  }
}
