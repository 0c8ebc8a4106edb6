// CommonJS (.cjs here because the repository is ESM); deployed inline as the Lambda's index.js.
// HTTP API Lambda authorizer (simple responses) for the forms API: lets a request through only
// when it carries the x-origin-verify header that CloudFront adds on the /api/* behaviour, so the
// execute-api address cannot be used to go around CloudFront, its WAF and its rate limits.
'use strict';
const { timingSafeEqual } = require('node:crypto');

const HEADER = 'x-origin-verify';

exports.handler = async function handler(event) {
  const expected = Buffer.from(process.env.ORIGIN_VERIFY_TOKEN || '');
  const got = Buffer.from((event && event.headers && event.headers[HEADER]) || '');
  const ok = expected.length > 0 && got.length === expected.length && timingSafeEqual(got, expected);
  return { isAuthorized: ok };
};
