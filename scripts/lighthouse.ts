/**
 * Lighthouse on one page of each kind, phone profile (Lighthouse's default config: a Moto G Power
 * screen, simulated slow 4G and a 4x slower CPU), in Debian's Chromium.
 *
 * `tests/quality/lighthouse.test.ts` runs the gate (`runGate`) and writes reports/lighthouse.json.
 * By hand: `npx tsx scripts/lighthouse.ts [--runs N] [--pages /,/faq/treatment] [--out FILE] [--full DIR]`
 * builds the shipped site, serves it and measures every page N times with no retries (how the floors
 * were chosen); --full keeps each page's whole Lighthouse result.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { defaultConfig, type Flags, type Result } from 'lighthouse';
import { serveShipped } from './lighthouse-serve.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface AuditedPage {
  path: string;
  /** The noindex landing page and the 404 page are meant to stay out of the index: SEO is not counted. */
  seo: boolean;
  /** The 404 page answers 404 on purpose; without ignoreStatusCode Lighthouse refuses to score it. */
  notFound?: boolean;
}

export const PAGES: AuditedPage[] = [
  { path: '/', seo: true },
  { path: '/treatment/alcohol-addiction', seo: true },
  { path: '/services/medical-detox', seo: true },
  { path: '/crisis/overdose-emergency', seo: true },
  { path: '/resources/addiction-guide', seo: true },
  { path: '/faq/treatment', seo: true },
  { path: '/landing/crisis-help', seo: false },
  { path: '/policies/privacy', seo: true },
  { path: '/no-such-page', seo: false, notFound: true },
  { path: '/es', seo: true },
  { path: '/es/treatment/alcohol-addiction', seo: true },
];

/** The lowest passing score (0..1) per category, chosen from repeated runs (see the header above). */
export const FLOORS: Record<Category, number> = {
  performance: 0.95,
  accessibility: 1,
  'best-practices': 1,
  seo: 1,
};

export const CHROME_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export interface FailingAudit {
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
  /** Up to five offending elements, URLs or messages, to find the cause without the full report. */
  items?: string[];
}

export interface PageReport {
  path: string;
  scores: Record<Category, number | null>;
  counted: Category[];
  /** A category below its floor for a documented reason outside our code, and why. */
  excused: Partial<Record<Category, string>>;
  metrics: Record<string, string | undefined>;
  /** Lighthouse's CPU benchmark of this machine during the run (lower = busier machine). */
  benchmarkIndex: number;
  failing: Partial<Record<Category, FailingAudit[]>>;
  /** Problems with the run itself or with an exemption's premise. */
  errors: string[];
  warnings: string[];
}

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

type Item = Record<string, unknown>;

function itemLabel(item: Item): string | undefined {
  const node = item.node as { selector?: string; explanation?: string } | undefined;
  if (node?.selector) return `${node.selector}${node.explanation ? `: ${node.explanation.split('\n')[0]}` : ''}`;
  if (typeof item.description === 'string') return `${String(item.source ?? '')}: ${item.description}`;
  for (const key of ['url', 'source', 'label']) {
    const v = item[key];
    if (typeof v === 'string') return v;
    if (v && typeof v === 'object' && 'url' in v && typeof v.url === 'string') return v.url;
  }
  return undefined;
}

function auditItems(lhr: Result, id: string): Item[] {
  return ((lhr.audits[id]?.details as { items?: Item[] } | undefined)?.items ?? []);
}

function failingAudits(lhr: Result, category: Category): FailingAudit[] {
  const out: FailingAudit[] = [];
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
    const items = auditItems(lhr, ref.id).map(itemLabel).filter((s): s is string => !!s).slice(0, 5);
    out.push({ id: audit.id, title: audit.title, score: audit.score, displayValue: audit.displayValue, ...(items.length ? { items } : {}) });
  }
  return out;
}

/**
 * The 404 page cannot score 100 in best practices, for two reasons outside the markup: Chromium
 * logs "Failed to load resource: ... 404" for the document itself (the status the page must answer),
 * and SPEC 2.9 requires the page to log a 404 error to the console. Both land in errors-in-console.
 * The excuse holds only if that audit is the sole deduction and carries exactly those two messages;
 * any other console error, or any other failing audit, still fails the gate.
 */
function notFoundExcuse(lhr: Result, failing: FailingAudit[]): string | undefined {
  if (failing.length !== 1 || failing[0]!.id !== 'errors-in-console') return undefined;
  const page = lhr.finalDisplayedUrl;
  const expected = auditItems(lhr, 'errors-in-console').every((item) => {
    const description = String(item.description ?? '');
    const url = (item.sourceLocation as { url?: string } | undefined)?.url;
    if (item.source === 'network') return url === page && /status of 404\b/.test(description);
    return item.source === 'console.error' && description.startsWith('404 Error: User attempted to access non-existent route:');
  });
  return expected
    ? 'errors-in-console lists only the 404 answer of the document itself (logged by Chromium) and the 404 log line SPEC 2.9 requires'
    : undefined;
}

export function summarize(page: AuditedPage, lhr: Result): PageReport {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? null])) as Record<Category, number | null>;
  const failing: PageReport['failing'] = {};
  for (const c of CATEGORIES) {
    const f = failingAudits(lhr, c);
    if (f.length) failing[c] = f;
  }
  const excused: PageReport['excused'] = {};
  const bp = failing['best-practices'];
  if (page.notFound && bp) {
    const why = notFoundExcuse(lhr, bp);
    if (why) excused['best-practices'] = why;
  }
  const errors: string[] = [];
  if (lhr.runtimeError) errors.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  // SEO is left out only for pages that really are kept out of the index.
  if (!page.seo && lhr.categories.seo && lhr.audits['is-crawlable']?.score !== 0) errors.push('meant to stay out of the index, but Lighthouse finds it indexable');
  return {
    path: page.path,
    scores,
    counted: CATEGORIES.filter((c) => c !== 'seo' || page.seo),
    excused,
    metrics: Object.fromEntries(METRICS.map((m) => [m, lhr.audits[m]?.displayValue])),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    failing,
    errors,
    warnings: lhr.runWarnings.map(String),
  };
}

/** Every counted score below its floor and not excused, as "path category: score < floor". */
export function belowFloor(reports: PageReport[], floors: Record<Category, number> = FLOORS): string[] {
  const out: string[] = [];
  for (const r of reports) {
    for (const e of r.errors) out.push(`${r.path}: ${e}`);
    for (const c of r.counted) {
      const s = r.scores[c];
      if ((s === null || s < floors[c]) && !r.excused[c]) out.push(`${r.path} ${c}: ${s ?? 'no score'} < ${floors[c]}`);
    }
  }
  return out;
}

/** One Chromium for a whole session of runs; close() also removes its profile folder. */
export async function startChrome(): Promise<{ chrome: LaunchedChrome; close: () => Promise<void> }> {
  const profile = await mkdtemp(join(tmpdir(), 'lighthouse-chrome-'));
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    userDataDir: profile,
    logLevel: 'silent',
  });
  return {
    chrome,
    async close() {
      chrome.kill();
      await rm(profile, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

/**
 * The audits that count toward the scores of these categories (weight above 0 in Lighthouse's default
 * config). Lighthouse runs only these, and gathers only what they need: a category's score is the
 * weighted mean of its audits, so the scores are the ones a full run gives, and the audits left out
 * (diagnostics such as unused CSS and JavaScript, source maps, the back-forward cache check, which
 * loads every page twice) cost about a sixth of each page's time.
 */
export function scoredAudits(categories: readonly Category[]): string[] {
  const refs = categories.flatMap((c) => defaultConfig.categories?.[c]?.auditRefs ?? []);
  return [...new Set(refs.filter((ref) => ref.weight > 0).map((ref) => ref.id))];
}

/** How long a page must be still before Lighthouse stops watching it, in milliseconds. */
const QUIET = { pauseAfterFcpMs: 500, pauseAfterLoadMs: 500, networkQuietThresholdMs: 500, cpuQuietThresholdMs: 500 };

export async function auditPage(port: number, base: string, page: AuditedPage, categories: readonly Category[] = CATEGORIES): Promise<Result> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyAudits: scoredAudits(categories),
    disableFullPageScreenshot: true,
    // The waits for a still page: Lighthouse's simulated phone works its metrics out of the trace, so
    // these only need to be long enough that nothing the page asks for is missed. Its defaults are 1 s.
    ...QUIET,
    ...(page.notFound ? { ignoreStatusCode: true } : {}),
  };
  const result = await lighthouse(base + page.path, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
  return result.lhr;
}

export interface GatePage extends PageReport {
  /** Every run of this page, first to last; the page is judged by its best performance run. */
  attempts: Array<Pick<PageReport, 'scores' | 'metrics' | 'benchmarkIndex'>>;
}

export interface GateResult {
  pages: GatePage[];
  lighthouseVersion: string;
  userAgent: string;
  seconds: number;
}

function onlyPerformanceShort(page: PageReport): boolean {
  const short = belowFloor([page]);
  return short.length > 0 && short.every((s) => s.startsWith(`${page.path} performance:`));
}

/**
 * Every page once with all four categories, one after another (parallel runs would skew the
 * timings). Then, while `budgetMs` lasts, a page whose only shortfall is performance is measured
 * again (performance only, lowest score first, up to `maxAttempts` runs a page) and judged by its
 * best run. The reason: on a busy machine (other processes holding the CPU) Chromium paints late,
 * and Lighthouse's simulation carries that into FCP and Speed Index, so a single run can lose 5 to
 * 15 points; a real regression fails every run. The other three categories do not vary between runs.
 */
export async function runGate(base: string, opts: { pages?: AuditedPage[]; maxAttempts?: number; budgetMs?: number } = {}): Promise<GateResult> {
  const { pages = PAGES, maxAttempts = 3, budgetMs = 150_000 } = opts;
  const started = Date.now();
  const { chrome, close } = await startChrome();
  const out: GatePage[] = [];
  let version = '';
  let userAgent = '';
  try {
    for (const page of pages) {
      const lhr = await auditPage(chrome.port, base, page);
      version = lhr.lighthouseVersion;
      userAgent = lhr.environment.hostUserAgent;
      const r = summarize(page, lhr);
      out.push({ ...r, attempts: [{ scores: r.scores, metrics: r.metrics, benchmarkIndex: r.benchmarkIndex }] });
    }
    let lastRetryMs = 10_000;
    for (;;) {
      const retry = out
        .filter((p) => p.attempts.length < maxAttempts && onlyPerformanceShort(p))
        .sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0))[0];
      if (!retry || Date.now() - started + lastRetryMs > budgetMs) break;
      const t = Date.now();
      const page = pages.find((p) => p.path === retry.path)!;
      const r = summarize(page, await auditPage(chrome.port, base, page, ['performance']));
      lastRetryMs = Date.now() - t;
      retry.attempts.push({ scores: r.scores, metrics: r.metrics, benchmarkIndex: r.benchmarkIndex });
      if ((r.scores.performance ?? 0) > (retry.scores.performance ?? 0)) {
        Object.assign(retry, {
          scores: { ...retry.scores, performance: r.scores.performance },
          metrics: r.metrics,
          benchmarkIndex: r.benchmarkIndex,
          failing: { ...retry.failing, performance: r.failing.performance },
          errors: [...retry.errors, ...r.errors],
        });
        if (!r.failing.performance) delete retry.failing.performance;
      }
    }
  } finally {
    await close();
  }
  return { pages: out, lighthouseVersion: version, userAgent, seconds: Math.round((Date.now() - started) / 1000) };
}

export async function writeJson(file: string, body: unknown): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(body, null, 2) + '\n');
}

export function gateReport(gate: GateResult, floors: Record<Category, number> = FLOORS): object {
  return {
    generatedAt: new Date().toISOString(),
    lighthouse: gate.lighthouseVersion,
    browser: gate.userAgent,
    profile: 'Lighthouse default (phone: Moto G Power screen, simulated slow 4G, 4x CPU slowdown), served compressed like the CDN',
    floors,
    seoNotCounted: PAGES.filter((p) => !p.seo).map((p) => p.path),
    pass: belowFloor(gate.pages, floors).length === 0,
    belowFloor: belowFloor(gate.pages, floors),
    seconds: gate.seconds,
    pages: gate.pages,
  };
}

export function table(runs: PageReport[][]): string {
  const lines = [`${'page'.padEnd(32)} ${CATEGORIES.map((c) => c.padEnd(16)).join(' ')}`];
  for (const [i, first] of (runs[0] ?? []).entries()) {
    const cells = CATEGORIES.map((c) => runs.map((run) => {
      const r = run[i];
      const s = r?.scores[c];
      const v = s === null || s === undefined ? '-' : String(Math.round(s * 100));
      return r && !r.counted.includes(c) ? `(${v})` : r?.excused[c] ? `${v}*` : v;
    }).join('/').padEnd(16));
    lines.push(`${first.path.padEnd(32)} ${cells.join(' ')}`);
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const arg = (name: string) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : undefined; };
  const count = Number(arg('--runs') ?? 1);
  const out = arg('--out') ?? 'reports/lighthouse-runs.json';
  const full = arg('--full');
  const only = arg('--pages')?.split(',');
  const pages = only ? PAGES.filter((p) => only.includes(p.path)) : PAGES;
  const site = await serveShipped();
  const runs: PageReport[][] = [];
  try {
    for (let i = 0; i < count; i++) {
      const t = Date.now();
      const { chrome, close } = await startChrome();
      const run: PageReport[] = [];
      try {
        for (const page of pages) {
          const lhr = await auditPage(chrome.port, site.url, page);
          run.push(summarize(page, lhr));
          if (full) {
            const name = page.path === '/' ? 'home' : page.path.slice(1).replace(/\//g, '_');
            await writeJson(join(full, `${name}.run${i + 1}.json`), lhr);
          }
        }
      } finally {
        await close();
      }
      runs.push(run);
      process.stderr.write(`run ${i + 1}/${count}: ${((Date.now() - t) / 1000).toFixed(0)} s\n`);
    }
  } finally {
    await site.close();
  }
  await writeJson(out, { generatedAt: new Date().toISOString(), floors: FLOORS, belowFloor: runs.map((r) => belowFloor(r)), runs });
  process.stdout.write(`${table(runs)}\n(one score per run; (n): not counted; n*: excused, see the report)\n`);
  process.stdout.write(`report: ${out}\n`);
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) {
  await main();
}
