/** Option values shared by the serving commands, checked once. Each returns a value or a usage message. */
export function parsePort(raw: string): number | string {
  const port = Number(raw);
  return Number.isInteger(port) && port >= 0 && port <= 65535 ? port : `--port must be a number from 0 to 65535, got "${raw}"`;
}

export function parseRateLimit(raw: string | undefined): number | undefined | string {
  if (raw === undefined) return undefined;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : `--rate-limit must be a whole number above 0, got "${raw}"`;
}

export const RATE_LIMIT_HELP = 'form submissions allowed per client per minute (default: no limit)';
