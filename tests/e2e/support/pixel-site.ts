/**
 * The site as an operator who sets an ad pixel id builds it: the shipped
 * content with `pixelId` filled in, built once per run and served by
 * `site preview` (with its own forms API and lead store). And a
 * stand-in for Meta's servers: the pixel script, answered locally, sends each
 * event to https://www.facebook.com/tr the way the real one does (event name,
 * page address, parameters), so that a test sees every request it would make.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { E2E } from './env.ts';
import { DEFAULTS } from '../../../contract/defaults.ts';

export const PIXEL_ID = '1234567890';

/** Build the pixel site and serve it at E2E.pixelBaseURL; returns what stops the server and removes the site. */
export async function startPixelSite(): Promise<() => Promise<void>> {
  const root = await mkdtemp(join(tmpdir(), 'site-pixel-'));
  const content = join(root, 'content');
  await cp(join(E2E.root, 'content'), content, { recursive: true });
  // The images the run's own build encoded (it ran before any test), so that the copy does not encode them again.
  await cp(join(E2E.cacheDir, 'images'), join(root, DEFAULTS.cacheDir, 'images'), { recursive: true });
  const site = join(content, 'site.yaml');
  const yaml = await readFile(site, 'utf8');
  if (!/^pixelId: null$/m.test(yaml)) throw new Error('site.yaml no longer has "pixelId: null"');
  await writeFile(site, yaml.replace(/^pixelId: null$/m, `pixelId: "${PIXEL_ID}"`));
  const bin = join(E2E.root, 'bin', 'site.js');
  await promisify(execFile)(process.execPath, [bin, 'build', '--content', content, '--out', join(root, 'dist'), '--schemas', join(root, 'schemas')]);

  const port = new URL(E2E.pixelBaseURL).port;
  const server: ChildProcess = spawn(process.execPath, [bin, 'preview', '--dir', join(root, 'dist'), '--port', port, '--data', join(root, 'data')], { stdio: 'ignore' });
  let exited: number | null = null;
  const gone = new Promise<void>((done) => server.once('exit', (code) => { exited = code ?? -1; done(); }));
  const stop = async () => {
    if (exited === null) server.kill('SIGTERM');
    await gone;
    await rm(root, { recursive: true, force: true });
  };
  try {
    for (let i = 0; ; i++) {
      // A server of an earlier run still on the port would answer too: ours must be the one running.
      if (exited !== null) throw new Error(`the pixel site's server stopped (exit code ${exited}); is port ${port} in use?`);
      if (await fetch(`${E2E.pixelBaseURL}/api/health`).then((r) => r.ok, () => false)) break;
      if (i > 100) throw new Error(`the pixel site did not start on port ${port}`);
      await new Promise((done) => setTimeout(done, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

/** What Meta's pixel script does with the calls queued for it, reduced to the requests it makes. */
const FAKE_FBEVENTS = `
(() => {
  const fbq = window.fbq;
  let id = '';
  let revoked = false;
  // Every call the page makes to the pixel, in order, for the tests to read (window.__pixelCalls).
  const calls = window.__pixelCalls = [];
  fbq.callMethod = (command, event, params, ...rest) => {
    calls.push([command, event, params, ...rest].filter((a) => a !== undefined));
    if (command === 'set') return;
    if (command === 'init') { id = event; document.cookie = '_fbp=fb.1.' + Date.now() + '.42; path=/'; return; }
    if (command === 'consent') { revoked = event === 'revoke'; return; }
    if (revoked) return;
    const q = new URLSearchParams({ id, ev: event, dl: location.href, rl: document.referrer, cd: JSON.stringify(params || {}) });
    new Image().src = 'https://www.facebook.com/tr/?' + q;
  };
  for (const args of fbq.queue.splice(0)) fbq.callMethod(...args);
})();
`;

export interface SeenRequest { url: string; method: string; body: string | null }

/**
 * Record every request the page makes from now on, and answer those to any
 * other origin as Meta would (the pixel script, a 1x1 pixel); nothing leaves
 * the machine.
 */
export async function recordRequests(page: Page, origin: string): Promise<SeenRequest[]> {
  const seen: SeenRequest[] = [];
  page.on('request', (r) => seen.push({ url: r.url(), method: r.method(), body: r.postData() }));
  await page.route((url) => url.origin !== origin, async (route) => {
    const url = new URL(route.request().url());
    if (url.href === 'https://connect.facebook.net/en_US/fbevents.js') return route.fulfill({ contentType: 'application/javascript', body: FAKE_FBEVENTS });
    if (url.origin === 'https://www.facebook.com' && url.pathname === '/tr/') return route.fulfill({ contentType: 'image/gif', body: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64') });
    return route.abort();
  });
  return seen;
}

export const thirdParty = (seen: readonly SeenRequest[], origin: string) => seen.filter((r) => !r.url.startsWith(`${origin}/`));

/** The events the stand-in pixel sent, with their parameters. */
export function pixelEvents(seen: readonly SeenRequest[]): { ev: string; dl: string; cd: Record<string, unknown> }[] {
  return seen.filter((r) => r.url.startsWith('https://www.facebook.com/tr/')).map((r) => {
    const q = new URL(r.url).searchParams;
    return { ev: q.get('ev')!, dl: q.get('dl')!, cd: JSON.parse(q.get('cd') ?? '{}') as Record<string, unknown> };
  });
}
