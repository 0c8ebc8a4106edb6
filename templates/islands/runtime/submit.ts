/**
 * Send a form to the forms API as JSON. The Idempotency-Key stays the same
 * until the request succeeds, so a retry after a lost answer is stored once.
 * Errors carry no form value: they may be logged.
 */
import { HEADER_NAMES } from '../../../contract/defaults.ts';
export class SubmitError extends Error {}

export function newIdempotencyKey(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export async function postForm(endpoint: string, payload: Record<string, unknown>, idempotencyKey: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', [HEADER_NAMES.idempotencyKey]: idempotencyKey },
      body: JSON.stringify(payload),
    });
  } catch {
    throw new SubmitError('network error');
  }
  const body = (await res.json().catch(() => ({}))) as { error?: unknown };
  if (!res.ok || body.error) throw new SubmitError(`request failed with status ${res.status}`);
}
