/**
 * The local per-client limit (`--rate-limit N` per minute). In AWS a WAF rate-based rule does this job.
 * Fixed one-minute windows: counts reset when the minute turns, so memory holds one minute of clients.
 */
export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

export function createRateLimiter(limitPerMinute: number, clock: () => Date): (client: string) => RateDecision {
  let window = -1;
  let counts = new Map<string, number>();
  return (client) => {
    const now = clock().getTime();
    const current = Math.floor(now / 60_000);
    if (current !== window) {
      window = current;
      counts = new Map();
    }
    const used = (counts.get(client) ?? 0) + 1;
    counts.set(client, used);
    if (used <= limitPerMinute) return { ok: true };
    return { ok: false, retryAfterSeconds: Math.ceil(((current + 1) * 60_000 - now) / 1000) };
  };
}
