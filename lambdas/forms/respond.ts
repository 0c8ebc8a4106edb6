/** How the forms API answers: JSON that never carries raw markup, and the no-JavaScript redirect. */
import type { ServerResponse } from 'node:http';

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

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { ...BASE_HEADERS, location });
  res.end();
}
