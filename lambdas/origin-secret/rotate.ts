/**
 * Rotation of the origin-verify secret, the header value CloudFront adds to every /api/* request
 * so the forms API answers nothing that went around CloudFront. Secrets Manager runs the four steps
 * of a rotation every 30 days (https://docs.aws.amazon.com/secretsmanager/latest/userguide/rotate-secrets_lambda-functions.html):
 *   createSecret: a new random value (Secrets Manager's GetRandomPassword) as AWSPENDING;
 *   setSecret:    CloudFront starts sending it, once every authorizer can have seen it;
 *   testSecret:   the API accepts it;
 *   finishSecret: it becomes AWSCURRENT, the old value AWSPREVIOUS.
 * The authorizer (lambdas/leads/origin-verify.cjs) accepts the pending, current and, for an hour,
 * previous values, so requests from edges still sending the old value keep working meanwhile.
 */
import type { Logger } from '../leads/log.ts';

export type RotationStep = 'createSecret' | 'setSecret' | 'testSecret' | 'finishSecret';

/** The secret's versions, as Secrets Manager keeps them. */
export interface SecretVersions {
  /** Each version id and its stages (AWSCURRENT, AWSPENDING, AWSPREVIOUS). */
  stages(): Promise<Record<string, string[]>>;
  /** The value of a version, or undefined when it has none yet. */
  value(versionId: string): Promise<string | undefined>;
  /** A new random value (never generated here). */
  random(): Promise<string>;
  putPending(versionId: string, value: string): Promise<void>;
  /** Moves AWSCURRENT to versionId (from the version that has it). */
  makeCurrent(versionId: string, from: string | undefined): Promise<void>;
}

export interface RotationDeps {
  secret: SecretVersions;
  /** Makes CloudFront send this value in the origin-verify header. */
  setOriginHeader(value: string): Promise<void>;
  /** The status the forms API answers a request carrying this value (straight to its own address). */
  probe(value: string): Promise<number>;
  sleep(ms: number): Promise<void>;
  logger: Logger;
  /** How long the authorizer may go without rereading the secret after refusing a value. */
  authorizerMissRefreshMs: number;
}

export class RotationError extends Error {
  override name = 'RotationError';
}

const PROBES = 3;
const PROBE_INTERVAL_MS = 10_000;

export async function rotate(step: RotationStep, token: string, deps: RotationDeps): Promise<void> {
  const stages = await deps.secret.stages();
  const own = stages[token];
  if (!own) throw new RotationError(`version ${token} is not a version of the secret`);
  if (own.includes('AWSCURRENT')) return; // this rotation already finished
  if (!own.includes('AWSPENDING')) throw new RotationError(`version ${token} is not pending`);

  if (step === 'createSecret') {
    if ((await deps.secret.value(token)) === undefined) await deps.secret.putPending(token, await deps.secret.random());
    return;
  }
  const pending = await deps.secret.value(token);
  if (pending === undefined) throw new RotationError(`version ${token} has no value: createSecret did not run`);
  if (step === 'setSecret') {
    // An authorizer that refused a value just before the pending one existed rereads the secret no
    // sooner than this; after it, the first request with the new value makes it reread.
    await deps.sleep(deps.authorizerMissRefreshMs + 5_000);
    await deps.setOriginHeader(pending);
    deps.logger.info('origin_header_updated');
    return;
  }
  if (step === 'testSecret') {
    for (let attempt = 1; ; attempt++) {
      const status = await deps.probe(pending);
      if (status === 200) return;
      if (attempt === PROBES) throw new RotationError(`the forms API answered ${status} to the new value`);
      await deps.sleep(PROBE_INTERVAL_MS);
    }
  }
  const current = Object.entries(stages).find(([, s]) => s.includes('AWSCURRENT'))?.[0];
  await deps.secret.makeCurrent(token, current);
  deps.logger.info('origin_secret_rotated');
}
