/**
 * The private bucket the site is served from. Only CloudFront reads it (Origin Access Control);
 * `site deploy` writes it. Versioned, so a bad deploy can be rolled back for 30 days.
 */
import { Duration } from 'aws-cdk-lib';
import type { Bucket, IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { privateBucket } from './private-bucket.ts';

export interface SiteBucketProps {
  logBucket: IBucket;
  /** Days a replaced or deleted file's old version is kept. */
  oldVersionDays?: number;
}

export class SiteBucket extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: SiteBucketProps) {
    super(scope, id);
    this.bucket = privateBucket(this, 'Bucket', {
      lifecycle: {
        id: 'expire-old-versions',
        noncurrentVersionExpiration: Duration.days(props.oldVersionDays ?? 30),
        expiredObjectDeleteMarker: true,
      },
      accessLogs: { bucket: props.logBucket, prefix: 's3/site/' },
      reasons: {
        sseS3: 'The bucket holds only the public website, which CloudFront serves to anyone. It is encrypted at rest with SSE-S3 (AES-256); a KMS key would protect nothing secret, would add a KMS request to every origin fetch, and would stop S3 ETags from being the MD5 that `site deploy` compares to upload only changed files.',
        noReplica: 'The bucket is a copy of the build output, rebuilt from the git repository and redeployed with `site deploy` in about a minute; versioning covers accidental deletes. A replica would add cost without improving recovery.',
      },
    });
  }
}
