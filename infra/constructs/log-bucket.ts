/**
 * One private bucket for the access logs: S3 server access logs of the site bucket (s3/) and
 * CloudFront standard logs (cloudfront/). Logs hold visitors' IP addresses, so they expire.
 */
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export interface LogBucketProps {
  retentionDays: number;
}

export class LogBucket extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: LogBucketProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      // S3 server access logging delivers only to SSE-S3 buckets (SSE-KMS is not supported there).
      encryption: BucketEncryption.S3_MANAGED,
      // CloudFront standard logging writes through an ACL grant, which needs ACLs enabled.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      versioned: true,
      lifecycleRules: [{
        id: 'expire-logs',
        expiration: Duration.days(props.retentionDays),
        noncurrentVersionExpiration: Duration.days(7),
        abortIncompleteMultipartUploadAfter: Duration.days(1),
      }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    Validations.of(this.bucket).acknowledge(
      { id: 'HIPAA.Security-S3BucketReplicationEnabled', reason: 'Access logs are kept for a limited time for troubleshooting only; a replica in a second region would double the copies of visitor IP addresses for no recovery need.' },
      { id: 'HIPAA.Security-S3DefaultEncryptionKMS', reason: 'S3 server access log delivery supports only SSE-S3 on the target bucket; objects are encrypted at rest with AES-256 (SSE-S3).' },
    );
  }
}
