/** Fail early, with the fix, when the system Chromium is missing (Playwright downloads no browser here). */
import { accessSync, constants } from 'node:fs';
import { E2E } from './env.ts';

export default function globalSetup(): void {
  try {
    accessSync(E2E.chromium, constants.X_OK);
  } catch {
    throw new Error(
      `The e2e tests run in Debian's Chromium, and ${E2E.chromium} is missing. ` +
        'Install it with `apt-get install -y --no-install-recommends chromium` (.ci/run does this), or set CHROME_PATH.',
    );
  }
}
