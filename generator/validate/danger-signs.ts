/**
 * The crisis routing rule: every part of a crisis page that names a danger sign carries its own
 * call button to the number that sign needs (contract/content/danger-signs.ts): 911 for a medical
 * emergency, 988 or 911 for thoughts of suicide. A part is what a reader sees together: the hero,
 * a card or step (its title and its list of signs; its description may explain a danger in
 * passing, as a card about alcohol says withdrawal can cause seizures), a list, a callout or a
 * block of figures. Pure.
 */
import type { CrisisBlock, CrisisPage } from '../../contract/content/crisis.ts';
import { dangerIn } from '../../contract/content/danger-signs.ts';
import type { DataFile } from '../pipeline.ts';
import { problem, type Problem } from './problem.ts';
import { locationOf } from './positions.ts';

interface Part {
  path: (string | number)[];
  text: (string | undefined)[];
  hrefs: string[];
}

const hrefsOf = (actions: readonly { href: string }[] | undefined) => (actions ?? []).map((a) => a.href);

function partsOf(block: CrisisBlock, at: (string | number)[]): Part[] {
  switch (block.type) {
    case 'cards':
    case 'steps':
    case 'numbers':
      return block.items.map((item, j) => ({
        path: [...at, 'items', j],
        text: [item.title, ...(item.points ?? [])],
        hrefs: hrefsOf(item.actions),
      }));
    case 'list':
      return [{ path: at, text: [block.title, block.intro, ...block.items], hrefs: hrefsOf(block.actions) }];
    case 'facts':
      // Figures about care (how long detox lasts, what medication prevents): never a list of signs.
      return [];
    case 'callout':
      return [{ path: at, text: [block.title, block.intro, block.text], hrefs: hrefsOf(block.actions) }];
  }
}

/** The parts of a crisis page that name a danger sign without a button to the number it needs. */
export function dangerSignProblems(file: DataFile, page: CrisisPage, language: string): Problem[] {
  const parts: Part[] = [
    { path: ['hero'], text: [page.hero.title, page.hero.subtitle, page.hero.banner], hrefs: hrefsOf(page.hero.actions) },
    ...page.sections.flatMap((block, i) => partsOf(block, ['sections', i])),
  ];
  return parts.flatMap((part) => {
    const danger = dangerIn(part.text.filter(Boolean).join('\n'), language);
    if (!danger) return [];
    const needs = danger === 'emergency' ? ['tel:911'] : ['tel:988', 'tel:911'];
    if (part.hrefs.some((h) => needs.includes(h))) return [];
    const got = part.hrefs.length ? part.hrefs.join(', ') : 'no call button';
    return [problem('danger-sign-route', { needs: danger === 'emergency' ? '911' : '988', got }, locationOf(file, part.path))];
  });
}
