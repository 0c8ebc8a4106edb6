/**
 * Photo galleries (SPEC 2.4, 2.8): thumbnails with aria-pressed select the
 * large photo with its title and description; the first is selected first.
 * The landing thumbnails sit 4 to a row on small screens and 7 from md.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { E2E } from './support/env.ts';
import { expect, isPhone, test } from './support/test.ts';

interface Photo { title: string; description: string; alt: string }
const read = (file: string) => parse(readFileSync(join(E2E.root, 'content', file), 'utf8')) as Record<string, unknown>;
const home = (read('home.yaml').facility as { gallery: Photo[] }).gallery;
const landing = (read('landing/crisis-help.yaml').gallery as { images: Photo[] }).images;

/** "/assets/images/facility/pool.b15d8387ca-1200.jpg" -> "pool.b15d8387ca": one photo, whatever its width or format. */
const imageKey = (src: string) => src.split('/').pop()!.replace(/-\d+\.\w+$/, '');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const GALLERIES = [
  { kind: 'home', path: '/', section: '#facility', photos: home, pick: [4, 8, 0] },
  { kind: 'landing', path: '/landing/crisis-help', section: '#gallery', photos: landing, pick: [6, 2] },
];

for (const { kind, path, section, photos, pick } of GALLERIES) {
  test(`${kind} gallery: ${photos.length} photos, the first selected, a thumbnail selects its photo`, async ({ page }) => {
    await page.goto(path);
    const root = page.locator(section);
    const thumbs = root.getByRole('list', { name: 'Choose a photo' }).getByRole('button');
    const figure = root.locator('figure');
    await expect(thumbs).toHaveCount(photos.length);

    const expectSelected = async (index: number) => {
      const photo = photos[index]!;
      await expect(thumbs.nth(index)).toHaveAttribute('aria-pressed', 'true');
      await expect(root.locator('button[aria-pressed="true"]')).toHaveCount(1);
      await expect(figure.locator('img')).toHaveAttribute('alt', photo.alt);
      // The large picture is the same image as the thumbnail (other widths and formats of it).
      const photoKey = imageKey((await thumbs.nth(index).locator('img').getAttribute('src'))!);
      await expect(figure.locator('img')).toHaveAttribute('src', new RegExp(escape(photoKey)));
      await expect(figure.locator('source')).not.toHaveCount(0);
      for (const srcset of await figure.locator('source').evaluateAll((els) => els.map((e) => e.getAttribute('srcset') ?? ''))) {
        expect(srcset).toContain(photoKey);
      }
      await expect(figure.locator('figcaption p').nth(0)).toHaveText(photo.title);
      await expect(figure.locator('figcaption p').nth(1)).toHaveText(photo.description);
    };

    await expect(thumbs).toHaveText(photos.map((p) => p.title));
    await expectSelected(0);
    for (const index of pick) {
      await thumbs.nth(index).click();
      await expectSelected(index);
    }
    // The browser shows the selected photo (its lazy image loads when in view).
    await figure.scrollIntoViewIfNeeded();
    const shownKey = imageKey((await thumbs.nth(pick.at(-1)!).locator('img').getAttribute('src'))!);
    await expect.poll(() => figure.locator('img').evaluate((img) => ({ loaded: (img as HTMLImageElement).naturalWidth > 0, src: (img as HTMLImageElement).currentSrc })))
      .toEqual({ loaded: true, src: expect.stringContaining(shownKey) });
  });
}

test('landing thumbnails: 4 columns on a phone, 7 from md', async ({ page }, info) => {
  await page.goto('/landing/crisis-help');
  const grid = page.locator('#gallery').getByRole('list', { name: 'Choose a photo' });
  const columns = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(isPhone(info) ? 4 : 7);
  // And the layout really is that: the first row holds that many thumbnails.
  const tops = await grid.locator('li').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  expect(tops.filter((t) => t === tops[0]).length).toBe(isPhone(info) ? 4 : 7);
});
