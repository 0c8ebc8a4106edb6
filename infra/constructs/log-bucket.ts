/**
 * One private bucket for the access logs: S3 server access logs of the site bucket (s3/) and
 * CloudFront standard logs (cloudfront/). Logs hold visitors' IP addresses, so they expire.
 */
import { Duration } from 'aws-cdk-lib';
import { ObjectOwnership, type Bucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { privateBucket } from './private-bucket.ts';

export interface LogBucketProps {
  retentionDays: number;
}

export class LogBucket extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: LogBucketProps) {
    super(scope, id);
    this.bucket = privateBucket(this, 'Bucket', {
      // CloudFront standard logging writes through an ACL grant, which needs ACLs enabled.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
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
  }
}
