/**
 * Where a spawned `site preview` listens, read from the line it writes to stderr once it is ready
 * ("Preview at http://127.0.0.1:PORT/ ..."). Fails with everything it said if it exits first.
 */
import type { ChildProcess } from 'node:child_process';

const READY = /Preview at (http:\/\/[^\s/]+)\//;

export function previewAddress(server: ChildProcess): Promise<string> {
  return new Promise((found, failed) => {
    let said = '';
    server.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      said += chunk;
      const url = READY.exec(said)?.[1];
      if (url) found(url);
    });
    server.once('exit', (code) => failed(new Error(`site preview stopped (exit code ${code}): ${said}`)));
  });
}
