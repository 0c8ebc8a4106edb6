/**
 * The CDN's access logs without anyone in them: CloudFront standard logging (v2), delivered by
 * CloudWatch Logs to the log bucket with only the fields chosen here. Left out are everything that
 * points at a visitor: the IP address and port (c-ip, c-port, x-forwarded-for), the browser
 * (cs(User-Agent)), cookies, the referring address (cs(Referer)) and the query string
 * (cs-uri-query: campaign tags and ad click ids). What is kept says which page was asked for, when,
 * how it was answered and how fast: enough to keep the site working and to see an attack's shape.
 * The legacy standard logging, which can only log every field, stays off.
 */
import { Aws, Stack } from 'aws-cdk-lib';
import { Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { CfnDelivery, CfnDeliveryDestination, CfnDeliverySource } from 'aws-cdk-lib/aws-logs';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

/** The fields each access log line keeps, in order; none of them names or locates a visitor. */
export const CDN_LOG_FIELDS = [
  'date', 'time', 'x-edge-location', 'cs-method', 'x-host-header', 'cs-uri-stem', 'sc-status',
  'sc-bytes', 'time-taken', 'time-to-first-byte', 'x-edge-result-type', 'x-edge-response-result-type',
  'x-edge-detailed-result-type', 'cs-protocol', 'cs-protocol-version', 'ssl-protocol', 'sc-content-type',
  'x-edge-request-id',
] as const;

/** Fields CloudFront offers that identify, locate or track a visitor: never delivered. */
export const VISITOR_FIELDS = ['c-ip', 'c-port', 'x-forwarded-for', 'cs(User-Agent)', 'cs(Cookie)', 'cs(Referer)', 'cs-uri-query'] as const;

/** Where in the log bucket the CDN's lines go (AWSLogs/<account>/CloudFront/ below it). */
export const CDN_LOG_PREFIX = 'cloudfront';

export interface CdnAccessLogsProps {
  distribution: Distribution;
  bucket: Bucket;
}

export class CdnAccessLogs extends Construct {
  constructor(scope: Construct, id: string, props: CdnAccessLogsProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const source = new CfnDeliverySource(this, 'Source', {
      name: `${stack.stackName}-cdn`,
      logType: 'ACCESS_LOGS',
      resourceArn: stack.formatArn({ service: 'cloudfront', region: '', resource: 'distribution', resourceName: props.distribution.distributionId }),
    });
    const destination = new CfnDeliveryDestination(this, 'Destination', {
      name: `${stack.stackName}-cdn-logs`,
      destinationResourceArn: `${props.bucket.bucketArn}/${CDN_LOG_PREFIX}`,
      outputFormat: 'w3c',
    });
    // CloudWatch Logs' delivery service writes the files, for this account's delivery sources only.
    props.bucket.addToResourcePolicy(new PolicyStatement({
      effect: Effect.ALLOW,
      principals: [new ServicePrincipal('delivery.logs.amazonaws.com')],
      actions: ['s3:PutObject'],
      resources: [props.bucket.arnForObjects(`${CDN_LOG_PREFIX}/AWSLogs/${Aws.ACCOUNT_ID}/*`)],
      conditions: {
        StringEquals: { 's3:x-amz-acl': 'bucket-owner-full-control', 'aws:SourceAccount': Aws.ACCOUNT_ID },
        ArnLike: { 'aws:SourceArn': stack.formatArn({ service: 'logs', resource: 'delivery-source', resourceName: '*' }) },
      },
    }));
    const delivery = new CfnDelivery(this, 'Delivery', {
      deliverySourceName: source.ref,
      deliveryDestinationArn: destination.attrArn,
      recordFields: [...CDN_LOG_FIELDS],
      fieldDelimiter: '\t',
    });
    delivery.addResourceDependency(source);
    delivery.addResourceDependency(destination);
  }
}
