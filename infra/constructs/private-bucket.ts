/**
 * What every bucket of the stack shares: no public access, TLS 1.2 or newer only, SSE-S3 at rest,
 * versioned, unfinished uploads removed after a day, and kept when the stack is deleted. Each
 * bucket says why it uses SSE-S3 rather than KMS and why it has no replica (the HIPAA pack asks).
 */
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type IBucket, type LifecycleRule } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

export interface PrivateBucketProps {
  /** The bucket's one lifecycle rule (old versions, expiry); incomplete uploads are always cleaned up. */
  lifecycle: Omit<LifecycleRule, 'abortIncompleteMultipartUploadAfter'>;
  /** ACLs stay disabled unless a writer needs them. */
  objectOwnership?: ObjectOwnership;
  accessLogs?: { bucket: IBucket; prefix: string };
  reasons: { sseS3: string; noReplica: string };
}

export function privateBucket(scope: Construct, id: string, props: PrivateBucketProps): Bucket {
  const bucket = new Bucket(scope, id, {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    objectOwnership: props.objectOwnership ?? ObjectOwnership.BUCKET_OWNER_ENFORCED,
    enforceSSL: true,
    minimumTLSVersion: 1.2,
    encryption: BucketEncryption.S3_MANAGED,
    versioned: true,
    lifecycleRules: [{ ...props.lifecycle, abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    serverAccessLogsBucket: props.accessLogs?.bucket,
    serverAccessLogsPrefix: props.accessLogs?.prefix,
    removalPolicy: RemovalPolicy.RETAIN,
  });
  Validations.of(bucket).acknowledge(
    { id: 'HIPAA.Security-S3DefaultEncryptionKMS', reason: props.reasons.sseS3 },
    { id: 'HIPAA.Security-S3BucketReplicationEnabled', reason: props.reasons.noReplica },
  );
  return bucket;
}
