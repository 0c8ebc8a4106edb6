/**
 * One private bucket for the access logs: the CDN's (cloudfront/, with no visitor in them, see
 * access-logs.ts), kept retentionDays, and the S3 server access logs of the site bucket (s3/), which
 * S3 writes with the requester's IP address and which therefore go after addressDays.
 */
import { Duration } from 'aws-cdk-lib';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { privateBucket } from './private-bucket.ts';

export interface LogBucketProps {
  retentionDays: number;
  /** Days the logs that hold IP addresses (below s3/) are kept. */
  addressDays: number;
}

export class LogBucket extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: LogBucketProps) {
    super(scope, id);
    this.bucket = privateBucket(this, 'Bucket', {
      lifecycle: {
        id: 'expire-logs',
        expiration: Duration.days(props.retentionDays),
        noncurrentVersionExpiration: Duration.days(7),
      },
      reasons: {
        noReplica: 'Access logs are kept for a limited time for troubleshooting only; a replica in a second region would double the copies of visitor IP addresses for no recovery need.',
        sseS3: 'S3 server access log delivery supports only SSE-S3 on the target bucket; objects are encrypted at rest with AES-256 (SSE-S3).',
      },
    });
    this.bucket.addLifecycleRule({ id: 'expire-address-logs', prefix: 's3/', expiration: Duration.days(props.addressDays), noncurrentVersionExpiration: Duration.days(1) });
  }
}
