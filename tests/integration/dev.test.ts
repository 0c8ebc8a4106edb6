/**
 * `site dev`: an edit to a content file shows up in the open browser; a broken
 * file shows an overlay with file, line and field; fixing it clears it.
 */
import { cp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { COUNT_ENDPOINT } from '../../contract/counts.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDev, type DevServer } from '../../preview/dev.ts';
import { rawRequest } from '../helpers/http.ts';
import { editFile, replaceOnce, fixtureSite } from '../helpers/fixtures.ts';
import { ROOT } from '../helpers/site.ts';

let dev: DevServer;
let apiCalls = 0;
let browser: Browser;
let content: string;
/** A copy of the forms schemas, watched as code. */
let schemas: string;
beforeAll(async () => {
  const site = await fixtureSite('minimal-site');
  content = site.contentDir;
  schemas = join(dirname(site.contentDir), 'forms.ts');
  await cp(join(ROOT, 'contract', 'forms.ts'), schemas);
  const templatesDir = join(ROOT, 'templates');
  dev = await startDev({ contentDir: content, templatesDir, outDir: site.outDir, port: 0, host: '127.0.0.1', report: () => {}, code: [templatesDir, schemas], contentLabel: 'content',
    // The pages the browser shows count their views (POST /api/count) whenever they load or reload; only other calls are counted here.
    api: (req, res) => { if (req.url !== COUNT_ENDPOINT) apiCalls += 1; res.writeHead(204).end(); } });
  browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
});
afterAll(async () => {
  await browser?.close();
  await dev?.close();
});

const edit = (file: string, from: string, to: string) => editFile(content, file, from, to);

describe('site dev', () => {
  it('reloads the open page with the edited content, then overlays a content error and clears it when fixed', async () => {
    const page = await browser.newPage();
    await page.goto(`${dev.url}/services/medical-detox`);
    const title = page.locator('h1');
    const before = await title.innerText();
    expect(before).not.toBe('Detox Edited While Watching');

    let built = dev.nextBuild();
    await edit('services/medical-detox.yaml', '  title: Detox Treatment\n', '  title: Detox Edited While Watching\n');
    expect((await built).ok).toBe(true);
    await expect.poll(() => title.innerText(), { timeout: 10_000 }).toBe('Detox Edited While Watching');
    expect(await page.locator('script[src="/__dev/client.js"]').count()).toBe(1);

    built = dev.nextBuild();
    await edit('services/medical-detox.yaml', '  subtitle: ', '  subtitel: ');
    const failed = await built;
    expect(failed.ok).toBe(false);
    const overlay = page.locator('#site-dev-overlay');
    await expect.poll(() => overlay.isVisible(), { timeout: 10_000 }).toBe(true);
    const text = await overlay.innerText();
    // The path as the terminal shows it; one problem for one misspelt field.
    expect(text).toMatch(/^content\/services\/medical-detox\.yaml:\d+:\d+\s+unknown-field\s+hero, subtitel \(hero\.subtitel\)$/m);
    expect(text).toContain('did you mean `subtitle`?');
    expect(text).not.toContain('missing-field');
    await expect(title.innerText()).resolves.toBe('Detox Edited While Watching');

    // Dismissed, the page is there to read; the next problem brings the overlay back.
    await page.getByRole('button', { name: 'Dismiss the content problems' }).click();
    expect(await overlay.count()).toBe(0);
    built = dev.nextBuild();
    await edit('services/medical-detox.yaml', '  title: Detox Edited While Watching\n', '  titel: Detox Edited While Watching\n');
    expect((await built).ok).toBe(false);
    await expect.poll(() => overlay.isVisible(), { timeout: 10_000 }).toBe(true);
    await page.keyboard.press('Escape');
    expect(await overlay.count()).toBe(0);
    built = dev.nextBuild();
    await edit('services/medical-detox.yaml', '  titel: Detox Edited While Watching\n', '  title: Detox Edited While Watching\n');
    expect((await built).ok).toBe(false);
    await expect.poll(() => overlay.isVisible(), { timeout: 10_000 }).toBe(true);

    built = dev.nextBuild();
    await edit('services/medical-detox.yaml', '  subtitel: ', '  subtitle: ');
    expect((await built).ok).toBe(true);
    await expect.poll(() => overlay.count(), { timeout: 10_000 }).toBe(0);
  });

  it('sees every save of an editor that writes a new file and renames it over the old one, and rebuilds only that page', async () => {
    const path = join(content, 'treatment', 'alcohol-addiction.yaml');
    const original = await readFile(path, 'utf8');
    for (const word of ['First', 'Second', 'Third']) {
      const built = dev.nextBuild();
      const temp = join(content, 'treatment', `.alcohol-addiction.yaml.${word}.swp`);
      await writeFile(temp, replaceOnce(original, '  title: Alcohol Treatment\n', `  title: Alcohol Treatment, ${word} Save\n`));
      await rename(temp, path);
      const result = await built;
      expect(result).toMatchObject({ ok: true, rendered: 1 });
      const html = await (await fetch(`${dev.url}/treatment/alcohol-addiction`)).text();
      expect(html).toContain(`Alcohol Treatment, ${word} Save`);
    }
  });

  it('serves a page whose file was added while watching at its address, and not once its file is deleted', async () => {
    const source = await readFile(join(content, 'treatment', 'alcohol-addiction.yaml'), 'utf8');
    const path = join(content, 'treatment', 'kratom-addiction.yaml');
    let built = dev.nextBuild();
    await writeFile(path, replaceOnce(source, 'title: Alcohol Addiction Treatment', 'title: Kratom Addiction Treatment'));
    expect(await built).toMatchObject({ ok: true, rendered: 1 });
    const added = await fetch(`${dev.url}/treatment/kratom-addiction`);
    expect(added.status).toBe(200);
    expect(await added.text()).toContain('Kratom Addiction Treatment');

    built = dev.nextBuild();
    await rm(path);
    expect(await built).toMatchObject({ ok: true, rendered: 0 });
    expect((await fetch(`${dev.url}/treatment/kratom-addiction`)).status).toBe(404);
  });

  it('loads the generator afresh and builds the whole site when the code changes', async () => {
    const built = dev.nextBuild();
    await writeFile(schemas, `${await readFile(schemas, 'utf8')}\n// changed\n`);
    const result = await built;
    expect(result).toMatchObject({ ok: true, mode: 'full' });
    expect((await fetch(`${dev.url}/treatment/heroin-addiction`)).status).toBe(200);
  });
});

describe('site dev and DNS rebinding', () => {
  const port = () => new URL(dev.url).port;

  it.each([
    ['GET', '/'], ['GET', '/services/medical-detox'], ['GET', '/__dev/events'], ['GET', '/__dev/client.js'], ['POST', '/api/submit-insurance-form'],
  ])('refuses %s %s addressed to another host, with 421 and a short text', async (method, path) => {
    const before = apiCalls;
    for (const host of [`evil.example:${port()}`, 'evil.example', `evil.example@127.0.0.1:${port()}`, `127.0.0.1.evil.example:${port()}`, `localhost:${Number(port()) + 1}`, `192.168.1.20:${port()}`, `10.0.0.1:${port()}`]) {
      const res = await rawRequest(dev.url, path, { method, headers: { host } });
      expect(res.status, host).toBe(421);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.body).toContain(`http://localhost:${port()}/`);
      expect(res.body.length).toBeLessThan(120);
    }
    expect(apiCalls).toBe(before);
  });

  it('answers pages (their length counting the reload script), the reload script and the forms API addressed to its own loopback address and port', async () => {
    for (const host of [`127.0.0.1:${port()}`, `localhost:${port()}`, `LocalHost:${port()}`, `[::1]:${port()}`]) {
      expect((await rawRequest(dev.url, '/services/medical-detox', { headers: { host } })).status, host).toBe(200);
      expect((await rawRequest(dev.url, '/__dev/client.js', { headers: { host } })).status, host).toBe(200);
    }
    const page = await rawRequest(dev.url, '/faq/treatment', { headers: { host: `localhost:${port()}`, 'accept-encoding': 'identity' } });
    expect(page.body).toContain('<script type="module" src="/__dev/client.js">');
    expect(Number(page.headers['content-length'])).toBe(Buffer.byteLength(page.body));
    const before = apiCalls;
    expect((await rawRequest(dev.url, '/api/submit-insurance-form', { method: 'POST', headers: { host: `localhost:${port()}` } })).status).toBe(204);
    expect(apiCalls).toBe(before + 1);
  });
});
