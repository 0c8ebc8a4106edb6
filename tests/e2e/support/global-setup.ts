/**
 * Before any test, after the web server has built and started the site: fail early, with the fix, when the
 * system Chromium is missing (Playwright downloads no browser here); then build and serve the site with an
 * ad pixel id, once for the whole run (the consent tests use it). Returns what stops that server.
 */
import { accessSync, constants } from 'node:fs';
import { E2E } from './env.ts';
import { startPixelSite } from './pixel-site.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  try {
    accessSync(E2E.chromium, constants.X_OK);
  } catch {
    throw new Error(
      `The e2e tests run in Debian's Chromium, and ${E2E.chromium} is missing. ` +
        'Install it with `apt-get install -y --no-install-recommends chromium-headless-shell` (`npm test` does this first when run as root: scripts/test-prerequisites.sh), or set CHROME_PATH.',
    );
  }
  return startPixelSite();
}
