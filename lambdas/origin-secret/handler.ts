/**
 * The rotation Lambda of the origin-verify secret (see rotate.ts), invoked by Secrets Manager once
 * per step. DISTRIBUTION_ID: the CloudFront distribution whose /api/* origin sends the header;
 * ORIGIN_VERIFY_HEADER: its name; API_HEALTH_URL: the forms API's own health address, which the
 * test step calls with the new value.
 */
import { CloudFrontClient, GetDistributionConfigCommand, UpdateDistributionCommand } from '@aws-sdk/client-cloudfront';
import {
  DescribeSecretCommand, GetRandomPasswordCommand, GetSecretValueCommand, PutSecretValueCommand, SecretsManagerClient, UpdateSecretVersionStageCommand,
} from '@aws-sdk/client-secrets-manager';
import { jsonLogger } from '../leads/log.ts';
import { withOriginHeader } from './origin-header.ts';
import { rotate, type RotationStep, type SecretVersions } from './rotate.ts';

/** The authorizer's MISS_REFRESH_MS (lambdas/leads/origin-verify.cjs; a test keeps them equal). */
export const AUTHORIZER_MISS_REFRESH_MS = 30_000;

interface RotationEvent {
  SecretId: string;
  ClientRequestToken: string;
  Step: RotationStep;
}

function secretVersions(sm: SecretsManagerClient, SecretId: string): SecretVersions {
  return {
    async stages() {
      const { VersionIdsToStages } = await sm.send(new DescribeSecretCommand({ SecretId }));
      return VersionIdsToStages ?? {};
    },
    async value(VersionId) {
      try {
        return (await sm.send(new GetSecretValueCommand({ SecretId, VersionId, VersionStage: 'AWSPENDING' }))).SecretString;
      } catch (err) {
        if ((err as Error).name === 'ResourceNotFoundException') return undefined;
        throw err;
      }
    },
    async random() {
      const { RandomPassword } = await sm.send(new GetRandomPasswordCommand({ PasswordLength: 48, ExcludePunctuation: true }));
      if (!RandomPassword) throw new Error('Secrets Manager returned no random value');
      return RandomPassword;
    },
    async putPending(token, SecretString) {
      await sm.send(new PutSecretValueCommand({ SecretId, ClientRequestToken: token, SecretString, VersionStages: ['AWSPENDING'] }));
    },
    async makeCurrent(token, from) {
      await sm.send(new UpdateSecretVersionStageCommand({ SecretId, VersionStage: 'AWSCURRENT', MoveToVersionId: token, RemoveFromVersionId: from }));
    },
  };
}

export async function handler(event: RotationEvent): Promise<void> {
  const env = process.env;
  const cloudfront = new CloudFrontClient({ region: 'us-east-1' });
  await rotate(event.Step, event.ClientRequestToken, {
    secret: secretVersions(new SecretsManagerClient({}), event.SecretId),
    async setOriginHeader(value) {
      const { DistributionConfig, ETag } = await cloudfront.send(new GetDistributionConfigCommand({ Id: env.DISTRIBUTION_ID }));
      await cloudfront.send(new UpdateDistributionCommand({
        Id: env.DISTRIBUTION_ID, IfMatch: ETag, DistributionConfig: withOriginHeader(DistributionConfig!, env.ORIGIN_VERIFY_HEADER!, value),
      }));
    },
    async probe(value) {
      const res = await fetch(env.API_HEALTH_URL!, { headers: { [env.ORIGIN_VERIFY_HEADER!]: value }, signal: AbortSignal.timeout(5000) });
      await res.body?.cancel();
      return res.status;
    },
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    logger: jsonLogger((line) => process.stdout.write(line)),
    authorizerMissRefreshMs: AUTHORIZER_MISS_REFRESH_MS,
  });
}
