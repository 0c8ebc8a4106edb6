/** The bearer token of an inbox request (Cognito's ID token in AWS, the local session's token here). */
import type { IncomingMessage } from 'node:http';

export function bearer(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  return typeof header === 'string' && /^Bearer [\w.-]+$/.test(header) ? header.slice('Bearer '.length) : undefined;
}
