/** The stylesheet as Tailwind builds it from templates/styles.css and the templates. */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCss } from '../../generator/assets/css.ts';
import { HYDRATED_ATTRIBUTE } from '../../templates/islands/DesktopNav.tsx';
import { ROOT } from '../helpers/site.ts';

let css: string;
beforeAll(async () => { css = await buildCss(join(ROOT, 'templates')); });

describe('the stylesheet', () => {
  it('shows the desktop dropdowns on hover and focus only until the menus mark <html> with the attribute their island sets', () => {
    // Named in the stylesheet's variant and in the island: a rename in one place only would leave the
    // dropdowns opening on hover after hydration, or never without JavaScript.
    const unhydrated = `html:not([${HYDRATED_ATTRIBUTE}])`;
    const rules = css.split('}').filter((rule) => rule.includes(unhydrated));
    expect(rules.some((rule) => rule.includes(':hover') && rule.includes('visibility:visible'))).toBe(true);
    expect(rules.some((rule) => rule.includes(':focus-within') && rule.includes('visibility:visible'))).toBe(true);
  });
});
