// CommonJS (.cjs here because the repository is ESM); deployed inline as the Lambda's index.js.
// HTTP API Lambda authorizer (simple responses) for the forms API: lets a request through only
// when it carries the origin-verify header (its name in ORIGIN_VERIFY_HEADER) that CloudFront adds on the /api/* behaviour, so the
// execute-api address cannot be used to go around CloudFront, its WAF and its rate limits.
'use strict';
const { timingSafeEqual } = require('node:crypto');

exports.handler = async function handler(event) {
  const expected = Buffer.from(process.env.ORIGIN_VERIFY_TOKEN || '');
  const header = (process.env.ORIGIN_VERIFY_HEADER || '').toLowerCase();
  const got = Buffer.from((header && event && event.headers && event.headers[header]) || '');
  const ok = expected.length > 0 && got.length === expected.length && timingSafeEqual(got, expected);
  return { isAuthorized: ok };
};
