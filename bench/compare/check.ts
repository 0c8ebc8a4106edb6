/**
 * What makes the timings comparable: every tool wrote every synthetic page, and after its first build
 * each of its pages is byte for byte the page our generator wrote from the same file.
 */
import { readFileSync, statSync } from 'node:fs';

type PageFile = (i: number) => string;

/** All n pages exist; their mean size in bytes. */
export function pagesPresent(label: string, file: PageFile, n: number): number {
  let bytes = 0;
  for (let i = 0; i < n; i++) {
    try { bytes += statSync(file(i)).size; } catch { throw new Error(`${label}: page ${i} missing (${file(i)})`); }
  }
  return Math.round(bytes / n);
}

const around = (b: Buffer, at: number) => JSON.stringify(b.subarray(Math.max(0, at - 60), at + 60).toString('utf8'));

/** Page i of `file` equals page i of `reference` for every i; else throws naming the first page and byte that differ. */
export function sameBytes(label: string, file: PageFile, reference: PageFile, n: number): void {
  for (let i = 0; i < n; i++) {
    const a = readFileSync(file(i));
    const b = readFileSync(reference(i));
    if (a.equals(b)) continue;
    let at = 0;
    while (at < a.length && at < b.length && a[at] === b[at]) at++;
    throw new Error(`${label}: page ${i} (${file(i)}) differs from our generator's at byte ${at} (${a.length} bytes against ${b.length})\n  ${label}: ${around(a, at)}\n  ours: ${around(b, at)}`);
  }
}

const TOKEN_LEFT = /\{(name|city|crisisLine|poisonControl|samhsaHelpline|address|insuranceMinutes|consultationMinutes|crisisCheckMinutes|answerSeconds|assessmentMinutes)\}/;

/**
 * The reference itself, on its first and last page: its own hero title, tokens filled, every section,
 * 5 FAQ <details> and a JSON-LD graph with MedicalWebPage and FAQPage.
 */
export function referenceLooksRight(file: PageFile, n: number): void {
  for (const i of new Set([0, n - 1])) {
    const html = readFileSync(file(i), 'utf8');
    const fail = (why: string) => { throw new Error(`our reference build: ${file(i)}: ${why}`); };
    if (!html.includes(`Synthetic treatment ${i}<`)) fail(`hero title "Synthetic treatment ${i}" not found`);
    if (TOKEN_LEFT.test(html)) fail(`token ${html.match(TOKEN_LEFT)![0]} left unfilled`);
    for (const s of ['aria-label="Mobile"', 'id="overview"', 'id="signs"', 'id="approach"', 'id="insurance"', 'id="faq"', 'id="related"', '<footer']) {
      if (!html.includes(s)) fail(`${s} not found`);
    }
    const faqItems = html.match(/<details name="faq"/g)?.length ?? 0;
    if (faqItems !== 5) fail(`${faqItems} FAQ <details>, expected 5`);
    const ld = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
    if (!ld) fail('no JSON-LD script');
    const types = (JSON.parse(ld!)['@graph'] as { '@type': string }[]).map((node) => node['@type']);
    if (!types.includes('MedicalWebPage') || !types.includes('FAQPage')) fail(`JSON-LD graph has ${types.join(', ')}`);
  }
}
