/** The output folder a build may replace, from the paths alone. */
import { describe, expect, it } from 'vitest';
import { outputOverlap, within } from '../../generator/build/folders.ts';

const content = '/site/content';
const kept = [
  { name: 'the templates', path: '/gen/templates' },
  { name: 'the folder the command runs in', path: '/run/here' },
  { name: 'your home folder', path: '/home/ana' },
];

describe('within', () => {
  it.each([
    ['/site/content', '/site', true],
    ['/site', '/site', true],
    ['/site', '/', true],
    ['/sites', '/site', false],
    ['/site', '/site/content', false],
    ['/other/content', '/site', false],
  ] as const)('%s within %s: %s', (inner, outer, expected) => {
    expect(within(inner, outer)).toBe(expected);
  });
});

describe('outputOverlap', () => {
  it.each([
    ['/site/dist', undefined],
    ['/run/here/dist', undefined],
    ['/elsewhere/public', undefined],
    ['/site/content-out', undefined],
  ] as const)('lets a build replace %s', (out, expected) => {
    expect(outputOverlap(out, [{ name: 'the content folder', path: content }, ...kept], content)).toBe(expected);
  });

  it.each([
    ['/site', 'holds the content folder (/site/content)'],
    ['/', 'holds the content folder (/site/content)'],
    ['/run/here', 'is the folder the command runs in'],
    ['/run', 'holds the folder the command runs in (/run/here)'],
    ['/site/content', 'is the content folder'],
    ['/gen', 'holds the templates (/gen/templates)'],
    ['/home/ana', 'is your home folder'],
    ['/home', 'holds your home folder (/home/ana)'],
  ] as const)('refuses %s, which %s', (out, what) => {
    expect(outputOverlap(out, [{ name: 'the content folder', path: content }, ...kept], content)).toBe(`The output folder ${out} ${what}: a build replaces its output folder and everything in it. Name a folder of its own with --out, such as dist.`);
  });

  it('refuses a folder inside the content folder, which the next build would read as content', () => {
    expect(outputOverlap('/site/content/dist', [{ name: 'the content folder', path: content }], content))
      .toBe('The output folder /site/content/dist is inside the content folder (/site/content), where the next build would read it as content. Name a folder outside it with --out, such as dist.');
  });
});
