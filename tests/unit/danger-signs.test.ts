/**
 * The crisis routing rule: a part of a crisis page that names a danger sign carries its own call
 * button, 911 for a medical emergency, 988 (or 911) for thoughts of suicide. Each case breaks one
 * part of the passing fixture page (tests/fixtures/danger-signs) and expects exactly one problem
 * at that part's line.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { SourceFile } from '../../generator/pipeline.ts';
import { validate } from '../../generator/validate/index.ts';
import { dangerIn, DANGER_SIGNS } from '../../contract/content/danger-signs.ts';
import { fixtureContent, replacing } from '../helpers/fixtures.ts';
import { parseContent } from '../helpers/languages.ts';
import { CONTENT } from '../helpers/paths.ts';

const PAGE = 'crisis/withdrawal-help.yaml';
let site: SourceFile[];
beforeAll(async () => {
  site = await fixtureContent('minimal-site', 'danger-signs');
});

function problemsWith(edit: (text: string) => string) {
  const page = site.find((f) => f.path === PAGE);
  if (!page || page.type !== 'data') throw new Error(`no ${PAGE}`);
  return validate(site.map((f) => (f === page ? parseContent(PAGE, edit(page.text)) : f))).problems;
}

describe('the crisis routing rule', () => {
  it('passes a page whose every danger sign has its button, figures about care included', () => {
    expect(problemsWith((t) => t)).toEqual([]);
  });

  it('refuses withdrawal signs sent to the crisis line instead of 911, at the card', () => {
    const problems = problemsWith(replacing('          - label: Call 911\n            href: tel:911\n            variant: emergency\n          - label: Then Call About Detox\n', '          - label: Then Call About Detox\n'));
    expect(problems.map((p) => [p.code, p.file, p.line, p.field, p.got])).toEqual([
      ['danger-sign-route', PAGE, 21, 'sections[0].items[0]', 'tel:crisis'],
    ]);
    expect(problems[0]!.expected).toBe('a button that calls 911 (href: tel:911) beside these signs');
  });

  it('refuses talk of suicide without 988 or 911, and accepts 911 for it', () => {
    const to = (href: string) => problemsWith(replacing('          - label: Call 988\n            href: tel:988\n', `          - label: Call\n            href: ${href}\n`));
    expect(to('tel:crisis').map((p) => [p.code, p.field, p.got])).toEqual([['danger-sign-route', 'sections[0].items[1]', 'tel:crisis']]);
    expect(to('tel:crisis')[0]!.expected).toMatch(/988/);
    expect(to('tel:911')).toEqual([]);
  });

  it('refuses a list of signs with no button at all, and a hero that says 911 without one', () => {
    const list = problemsWith(replacing('    actions:\n      - label: Call 911\n        href: tel:911\n        variant: emergency\n  - type: facts', '  - type: facts'));
    expect(list.map((p) => [p.code, p.field, p.got])).toEqual([['danger-sign-route', 'sections[1]', 'no call button']]);
    const hero = problemsWith(replacing('    - label: Call 911\n      href: tel:911\n      variant: emergency\n    - label: "Call {crisisLine}"', '    - label: "Call {crisisLine}"'));
    expect(hero.map((p) => [p.code, p.field, p.line])).toEqual([['danger-sign-route', 'hero', 8]]);
  });

  it('refuses a card of overdose signs on the face and body (pinpoint pupils, blue or purple lips) with no 911 button', () => {
    const card = (points: string[]) =>
      problemsWith(replacing('          - Strong cravings\n          - Trouble sleeping\n', points.map((p) => `          - ${p}\n`).join('')));
    const expected = [['danger-sign-route', PAGE, 36, 'sections[0].items[2]', 'tel:crisis']];
    const found = (problems: ReturnType<typeof card>) => problems.map((p) => [p.code, p.file, p.line, p.field, p.got]);
    expect(found(card(['Tiny, pinpoint pupils', 'Blue or purple lips and fingernails', 'Cold, clammy skin']))).toEqual(expected);
    expect(found(card(['Tiny, pinpoint pupils', 'Cold, clammy skin']))).toEqual(expected);
    expect(found(card(['Blue or purple lips and fingernails', 'Cold, clammy skin']))).toEqual(expected);
    expect(found(card(['Blue or grey lips']))).toEqual(expected);
  });

  it('knows those overdose signs in Spanish', () => {
    expect(dangerIn('Pupilas muy pequeñas, como puntitos', 'es')).toBe('emergency');
    expect(dangerIn('Labios y uñas azules o morados; en la piel oscura, labios y encías grises', 'es')).toBe('emergency');
    expect(dangerIn('Tiene los labios morados', 'es')).toBe('emergency');
    expect(dangerIn('Piel fría y húmeda\nEl cuerpo flojo', 'es')).toBeUndefined();
  });

  it('does not ask for 911 where no danger sign is named', () => {
    expect(dangerIn('Strong cravings\nTrouble sleeping', 'en')).toBeUndefined();
    expect(dangerIn('Antojos fuertes\nProblemas para dormir', 'es')).toBeUndefined();
  });

  it('knows the danger signs in Spanish as well as English', () => {
    expect(dangerIn('Una convulsión, o temblores que no paran', 'es')).toBe('emergency');
    expect(dangerIn('Ve u oye cosas que no están ahí', 'es')).toBe('emergency');
    expect(dangerIn('No respira, o respira muy lento', 'es')).toBe('emergency');
    expect(dangerIn('Habla de suicidio o de querer morir', 'es')).toBe('suicide');
    expect(dangerIn('Fever above 101°F (38.3°C)', 'en')).toBe('emergency');
    expect(dangerIn('Talking about suicide', 'en')).toBe('suicide');
  });

  it('has the danger signs of every language the site is written in', () => {
    const site = parse(readFileSync(join(CONTENT, 'site.yaml'), 'utf8')) as { languages: { code: string }[] };
    expect(site.languages.map((l) => l.code).filter((code) => !DANGER_SIGNS[code])).toEqual([]);
  });
});
