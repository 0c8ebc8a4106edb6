/**
 * The claims check: each rule broken once on the small test site's alcohol page (one exact
 * piece of text replaced) gives exactly one problem at that line, and the honest wording, or the
 * registry fact that allows the claim, gives none.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SourceFile } from '../../generator/pipeline.ts';
import type { ProblemCode } from '../../generator/validate/catalog.ts';
import { validate } from '../../generator/validate/index.ts';
import { fixtureContent, replacing } from '../helpers/fixtures.ts';
import { parseContent, withSpanish } from '../helpers/languages.ts';

const PAGE = 'treatment/alcohol-addiction.yaml';
const APPROACH = 'description: How we treat it.';
let site: SourceFile[];
beforeAll(async () => { site = await fixtureContent('minimal-site'); });

type Edit = (text: string) => string;

function check(edits: Record<string, Edit>, files: readonly SourceFile[] = site) {
  const problems = validate(files.map((f) => (f.type === 'data' && edits[f.path] ? parseContent(f.path, edits[f.path]!(f.text)) : f))).problems;
  return problems.map((p) => ({ code: p.code, file: p.file, line: p.line, got: p.got }));
}

/** The approach description of the alcohol page says `words`. */
const saying = (words: string) => ({ [PAGE]: replacing(APPROACH, `description: "${words}"`) });
const withFacts = (from: string, to: string) => ({ 'site.yaml': replacing(from, to) });
const codes = (problems: { code: ProblemCode }[]) => problems.map((p) => p.code);

describe('claims against the registry of facts', () => {
  it('passes the test site as it is', () => {
    expect(check({})).toEqual([]);
  });

  it('refuses methadone started here without an opioid treatment program, at its line', () => {
    expect(check(saying('We start methadone during detox.'))).toEqual([{ code: 'claim-not-allowed', file: PAGE, line: 26, got: 'methadone started by the center' }]);
    expect(check(saying('We coordinate methadone with a licensed opioid treatment program near you.'))).toEqual([]);
    expect(check({ ...saying('We start methadone during detox.'), ...withFacts('opioidTreatmentProgram: false', 'opioidTreatmentProgram: true') })).toEqual([]);
  });

  it('refuses treatment for teenagers without the adolescent waiver, and lets a page help families find it', () => {
    expect(codes(check(saying('Our program treats teenagers too.')))).toEqual(['claim-not-allowed']);
    expect(check(saying('We help families find adolescent programs.'))).toEqual([]);
    expect(check(saying('We do not treat teenagers.'))).toEqual([]);
    expect(codes(check(saying('We treat teenagers and adults who do not want to wait.')))).toEqual(['claim-not-allowed']);
    expect(check({ ...saying('Our program treats teenagers too.'), ...withFacts('adolescents: false', 'adolescents: true') })).toEqual([]);
  });

  it('refuses a payer the registry does not list, but not a sentence saying it does not pay', () => {
    expect(check(saying('We accept Medicare and Medi-Cal.')).map((p) => p.got)).toEqual(['Medicare as a payer', 'Medi-Cal as a payer']);
    expect(check(saying('Medicare does not cover residential treatment.'))).toEqual([]);
    expect(check(saying('We do not accept Medicare or Medi-Cal yet.'))).toEqual([]);
    expect(check(saying('We accept private insurance, but not Medicare or Medi-Cal.'))).toEqual([]);
    // A "not" that denies something else is no denial of the payer.
    expect(check(saying('We accept Medicare and you will not pay a thing.')).map((p) => p.got)).toEqual(['Medicare as a payer']);
    expect(check({ ...saying('We accept Medicare.'), ...withFacts('accepted: [Insurance]', 'accepted: [Insurance, Medicare]') })).toEqual([]);
  });

  it('refuses a promised time written as a number, naming the tokens of that value', () => {
    const problems = validate(site.map((f) => (f.path === PAGE && f.type === 'data' ? parseContent(PAGE, replacing(APPROACH, 'description: We check your insurance within 15 minutes.')(f.text)) : f))).problems;
    expect(problems.map((p) => [p.code, p.line, p.expected])).toEqual([['promise-without-token', 26, 'one of the tokens {insuranceMinutes}, {assessmentMinutes}']]);
    expect(check(saying('We check your insurance within {insuranceMinutes} minutes, and a second dose may follow within 2 to 3 minutes.'))).toEqual([]);
    expect(codes(check(saying('We call you back in about 5 minutes.')))).toEqual(['promise-without-token']);
    expect(codes(check({ [`es/${PAGE}`]: replacing(APPROACH, 'description: Le llamamos en unos 5 minutos.') }, withSpanish(site)))).toEqual(['promise-without-token']);
  });

  it('refuses a hotline named without its number or a button to it', () => {
    expect(codes(check(saying("Call SAMHSA's National Helpline for other options.")))).toEqual(['hotline-without-number']);
    expect(check(saying("Call SAMHSA's National Helpline, {samhsaHelpline}, for other options."))).toEqual([]);
  });

  it('refuses a percentage or "X in Y" figure without a source beside it', () => {
    const figure = { [PAGE]: replacing('- { title: Feature one, description: Described. }', '- { title: Feature one, description: 40-60% of people relapse. }') };
    expect(check(figure)).toEqual([{ code: 'unsourced-figure', file: PAGE, line: 16, got: 'no source' }]);
    const sourced = { [PAGE]: replacing('- { title: Feature one, description: Described. }', '- { title: Feature one, description: 40-60% of people relapse., source: "NIDA, 2020" }') };
    expect(check(sourced)).toEqual([]);
  });

  it('asks a named reviewer\'s waiver for "proven", "cure" and the like, but not in a question or a denial', () => {
    expect(codes(check(saying('Proven methods that work.')))).toEqual(['claim-needs-waiver']);
    expect(check(saying('No program can honestly promise a cure.'))).toEqual([]);
    expect(check(saying('Addiction is a long-term condition, and no program can honestly promise a cure.'))).toEqual([]);
    // A negation elsewhere in the sentence denies nothing: these are the claims themselves.
    expect(check(saying('We guarantee recovery, and a life that does not revolve around alcohol.')).map((p) => p.got)).toEqual(['no waiver on this page']);
    expect(codes(check(saying('We guarantee you will not relapse.')))).toEqual(['claim-needs-waiver']);
    expect(codes(check(saying('There is no waiting list.')))).toEqual(['claim-needs-waiver']);
    expect(check(saying('We cannot promise there is no waiting list.'))).toEqual([]);
    expect(codes(check({ [`es/${PAGE}`]: replacing(APPROACH, 'description: Le garantizamos la recuperación y una vida que no gire en torno al alcohol.') }, withSpanish(site)))).toEqual(['claim-needs-waiver']);
    expect(check({ [`es/${PAGE}`]: replacing(APPROACH, 'description: Nadie puede garantizar la recuperación.') }, withSpanish(site))).toEqual([]);
    expect(check({ [PAGE]: replacing('faq:\n  - { question: Question one?', 'faq:\n  - { question: Can treatment cure addiction?') })).toEqual([]);
    const waived = { [PAGE]: (t: string) => replacing(APPROACH, 'description: Proven methods that work.')(t) + 'claimWaivers:\n  - { phrase: proven, reviewer: medical-director, date: "2026-11-20", reason: Evidence-based methods with trials behind them. }\n' };
    expect(check(waived)).toEqual([]);
  });

  it('refuses a reviewer or team member the registry does not list', () => {
    expect(check({ [PAGE]: replacing('reviewer: medical-director', 'reviewer: dr-nobody') })).toEqual([{ code: 'unknown-staff', file: PAGE, line: 46, got: 'dr-nobody' }]);
    expect(codes(check({ 'home.yaml': replacing('staff: nurse', 'staff: night-nurse') }))).toEqual(['unknown-staff']);
  });

  it('refuses a service that is not a program of the registry, at its line', () => {
    expect(check({ [PAGE]: replacing('program: residential-treatment', 'program: adolescent-residential') })).toEqual([
      { code: 'unknown-program', file: PAGE, line: 45, got: 'adolescent-residential' },
    ]);
  });

  it('reads Spanish pages in Spanish, and wants every staff member\'s words in each language', () => {
    const bilingual = withSpanish(site);
    expect(check({}, bilingual)).toEqual([]);
    expect(check({ [`es/${PAGE}`]: replacing(APPROACH, 'description: Aceptamos Medicaid y empezamos la metadona en la desintoxicación.') }, bilingual).map((p) => p.got))
      .toEqual(['Medicaid as a payer', 'methadone started by the center']);
    const noNurse = check({ 'es/site.yaml': replacing('  nurse: { role: Enfermera, credentials: [RN], specialties: [Enfermería de desintoxicación], experience: Cinco años. }\n', '') }, bilingual);
    expect(noNurse.map((p) => [p.code, p.file])).toEqual([['missing-field', 'es/site.yaml']]);
  });
});
