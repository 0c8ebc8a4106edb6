/**
 * `site dev`: an edit to a content file shows up in the open browser; a broken
 * file shows an overlay with file, line and field; fixing it clears it.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDev, type DevServer } from '../../preview/dev.ts';
import { editFile, replaceOnce, fixtureSite } from '../helpers/fixtures.ts';
import { ROOT } from '../helpers/site.ts';

let dev: DevServer;
let browser: Browser;
let content: string;
beforeAll(async () => {
  const site = await fixtureSite('minimal-site');
  content = site.contentDir;
  dev = await startDev({ contentDir: content, templatesDir: join(ROOT, 'templates'), outDir: site.outDir, port: 0, host: '127.0.0.1', report: () => {} });
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
    expect(text).toMatch(/services\/medical-detox\.yaml:\d+:\d+\s+unknown-field\s+hero\.subtitel/);
    expect(text).toContain('missing-field  hero.subtitle');
    await expect(title.innerText()).resolves.toBe('Detox Edited While Watching');

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
});
