/** Reads a form submission's body: size cap, content type, then JSON or URL-encoded parsing. */
import type { IncomingMessage } from 'node:http';
import type { Issue } from './respond.ts';

export type BodyKind = 'json' | 'form';

export type BodyResult =
  | { ok: true; kind: BodyKind; value: unknown }
  | { ok: false; status: 400 | 413 | 415; error: string; issues?: Issue[] };

const KINDS: Record<string, BodyKind> = {
  'application/json': 'json',
  'application/x-www-form-urlencoded': 'form',
};

export function bodyKind(req: IncomingMessage): BodyKind | undefined {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  return KINDS[type];
}

export async function readBody(req: IncomingMessage, kind: BodyKind, maxBytes: number): Promise<BodyResult> {
  const raw = await readCapped(req, maxBytes);
  if (raw === undefined) return { ok: false, status: 413, error: `The request is larger than ${maxBytes / 1024} KB.` };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    return { ok: false, status: 400, error: 'The request is not valid UTF-8 text.' };
  }
  if (kind === 'form') return { ok: true, kind, value: parseUrlEncoded(text) };
  try {
    return { ok: true, kind, value: JSON.parse(text) };
  } catch {
    return { ok: false, status: 400, error: 'The request body is not valid JSON.' };
  }
}

/** The body, or undefined as soon as it is known to exceed maxBytes (the rest is not read). */
async function readCapped(req: IncomingMessage, maxBytes: number): Promise<Buffer | undefined> {
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer | string>) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buf.length;
    if (size > maxBytes) return undefined;
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

/** A field sent more than once becomes a list, which validation then rejects as "must be text". */
function parseUrlEncoded(text: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = Object.create(null);
  for (const [name, value] of new URLSearchParams(text)) {
    const seen = fields[name];
    fields[name] = seen === undefined ? value : [...[seen].flat(), value];
  }
  return fields;
}
