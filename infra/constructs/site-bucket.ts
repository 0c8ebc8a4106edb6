/**
 * The private bucket the site is served from. Only CloudFront reads it (Origin Access Control);
 * `site deploy` writes it. Versioned, so a bad deploy can be rolled back for 30 days.
 */
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export interface SiteBucketProps {
  logBucket: IBucket;
  /** Days a replaced or deleted file's old version is kept. */
  oldVersionDays?: number;
}

export class SiteBucket extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: SiteBucketProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      encryption: BucketEncryption.S3_MANAGED,
      versioned: true,
      lifecycleRules: [{
        id: 'expire-old-versions',
        noncurrentVersionExpiration: Duration.days(props.oldVersionDays ?? 30),
        expiredObjectDeleteMarker: true,
        abortIncompleteMultipartUploadAfter: Duration.days(1),
      }],
      serverAccessLogsBucket: props.logBucket,
      serverAccessLogsPrefix: 's3/site/',
      removalPolicy: RemovalPolicy.RETAIN,
    });

    Validations.of(this.bucket).acknowledge(
      { id: 'HIPAA.Security-S3DefaultEncryptionKMS', reason: 'The bucket holds only the public website, which CloudFront serves to anyone. It is encrypted at rest with SSE-S3 (AES-256); a KMS key would protect nothing secret, would add a KMS request to every origin fetch, and would stop S3 ETags from being the MD5 that `site deploy` compares to upload only changed files.' },
      { id: 'HIPAA.Security-S3BucketReplicationEnabled', reason: 'The bucket is a copy of the build output, rebuilt from the git repository and redeployed with `site deploy` in about a minute; versioning covers accidental deletes. A replica would add cost without improving recovery.' },
    );
  }
}
