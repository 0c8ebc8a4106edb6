/** How the forms and inbox APIs answer: JSON that never carries raw markup, and the no-JavaScript redirect. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Each API is a plain Node request listener: served locally by `site preview` / `site dev`, in AWS by serverless-http. */
export type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

export interface Issue {
  path: string;
  message: string;
}

export interface ErrorBody {
  error: string;
  issues: Issue[];
}

const BASE_HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

/** `<`, `>` and `&` are written as \u escapes, so no answer can be read as markup even if echoed into a page. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  res.writeHead(status, { ...BASE_HEADERS, 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(text);
}

export function sendError(res: ServerResponse, status: number, error: string, issues: Issue[] = [], headers?: Record<string, string>): void {
  sendJson(res, status, { error, issues } satisfies ErrorBody, headers);
}

export function redirect(res: ServerResponse, location: string, headers: Record<string, string> = {}): void {
  res.writeHead(303, { ...BASE_HEADERS, ...headers, location });
  res.end();
}
