// CommonJS (.cjs here because the repository is ESM); deployed inline as the Lambda's index.js.
// HTTP API Lambda authorizer (simple responses) for the forms API, and the same check inside the inbox
// Lambda (lambdas/admin/handler.ts), whose routes' authorizer checks the sign-in token: lets a request through only when
// it carries the origin-verify header (its name in ORIGIN_VERIFY_HEADER) with the secret CloudFront
// adds on the /api/* behaviour, so the execute-api address cannot be used to go around CloudFront,
// its WAF and its rate limits. The secret is a random value in Secrets Manager (ORIGIN_VERIFY_SECRET),
// rotated every 30 days: while it turns over, the new value (AWSPENDING, then AWSCURRENT) and, for an
// hour after the new one became current, the old one (AWSPREVIOUS) are all accepted, because
// CloudFront's edges take some minutes to start sending the new value.
'use strict';
const { timingSafeEqual } = require('node:crypto');

/** Reread the accepted values at least this often. */
const REFRESH_MS = 5 * 60 * 1000;
/** On a value not accepted, reread at most this often: a rotation may just have begun. */
const MISS_REFRESH_MS = 30 * 1000;
/** How long after a new value became current the old one is still accepted. */
const PREVIOUS_GRACE_MS = 60 * 60 * 1000;

/**
 * readStage(stage) resolves { value, createdAt } for a version stage, or undefined when no version
 * has that stage. now() gives milliseconds.
 */
function createHandler(opts) {
  const header = (opts.header || '').toLowerCase();
  const now = opts.now || Date.now;
  let accepted = [];
  let readAt = -Infinity;

  async function refresh() {
    let stages;
    try {
      stages = await Promise.all(['AWSCURRENT', 'AWSPENDING', 'AWSPREVIOUS'].map(opts.readStage));
    } catch (err) {
      // Secrets Manager out of reach: keep the values already read; with none, fail (the alarm sees it).
      if (accepted.length === 0) throw err;
      console.error(JSON.stringify({ event: 'origin_secret_unreadable', error: err && (err.name || err.code) }));
      readAt = now();
      return;
    }
    const [current, pending, previous] = stages;
    const values = [current, pending];
    if (previous && current && now() - current.createdAt < PREVIOUS_GRACE_MS) values.push(previous);
    accepted = values.filter((v) => v && v.value).map((v) => Buffer.from(v.value));
    readAt = now();
  }

  function matches(got) {
    return accepted.some((value) => value.length === got.length && timingSafeEqual(value, got));
  }

  return async function handler(event) {
    const got = Buffer.from((header && event && event.headers && event.headers[header]) || '');
    if (got.length === 0) return { isAuthorized: false };
    if (now() - readAt >= REFRESH_MS) await refresh();
    if (matches(got)) return { isAuthorized: true };
    if (now() - readAt < MISS_REFRESH_MS) return { isAuthorized: false };
    await refresh();
    return { isAuthorized: matches(got) };
  };
}

/** Reads a version stage of the secret with the AWS SDK the Lambda runtime provides. */
function secretsManagerStage(secretId) {
  const { SecretsManagerClient, GetSecretValueCommand } = require('@aws-sdk/client-secrets-manager');
  const client = new SecretsManagerClient({});
  return async function readStage(stage) {
    try {
      const out = await client.send(new GetSecretValueCommand({ SecretId: secretId, VersionStage: stage }));
      return { value: out.SecretString || '', createdAt: out.CreatedDate ? out.CreatedDate.getTime() : 0 };
    } catch (err) {
      if (err && err.name === 'ResourceNotFoundException') return undefined;
      throw err;
    }
  };
}

let cached;

exports.handler = async function handler(event) {
  cached = cached || createHandler({ header: process.env.ORIGIN_VERIFY_HEADER, readStage: secretsManagerStage(process.env.ORIGIN_VERIFY_SECRET) });
  return cached(event);
};
exports.createHandler = createHandler;
exports.secretsManagerStage = secretsManagerStage;
exports.MISS_REFRESH_MS = MISS_REFRESH_MS;
exports.PREVIOUS_GRACE_MS = PREVIOUS_GRACE_MS;
