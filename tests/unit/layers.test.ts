/**
 * Dependencies point one way. contract/ holds the facts every part shares and
 * imports nothing of ours; templates render content typed by the contract; the
 * generator drives the templates; the servers, deploy and infra sit on top; bin/
 * wires them together. A folder never imports from one above it.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;

/** What each product folder may import besides itself. */
const ALLOWED: Record<string, readonly string[]> = {
  contract: [],
  templates: ['contract'],
  generator: ['contract', 'templates'],
  lambdas: ['contract'],
  preview: ['contract', 'generator', 'lambdas'],
  infra: ['contract'],
  deploy: ['contract', 'infra'],
  bin: ['contract', 'generator', 'preview', 'lambdas', 'deploy', 'infra'],
};

const SOURCE = /\.(?:ts|tsx|mts|js|mjs|cjs)$/;
const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"`;]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)|require\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function productFiles(): string[] {
  const tracked = execFileSync('git', ['ls-files', ...Object.keys(ALLOWED)], { cwd: ROOT, encoding: 'utf8' }).split('\n');
  return tracked.filter((f) => SOURCE.test(f));
}

function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]!).map((spec) => relative(ROOT, resolve(dirname(join(ROOT, file)), spec)));
}

const topFolder = (path: string) => path.split('/')[0]!;

describe('folder layering', () => {
  it('finds the product files it checks', () => {
    const folders = new Set(productFiles().map(topFolder));
    expect([...folders].sort()).toEqual(Object.keys(ALLOWED).sort());
  });

  it('no folder imports from a folder above it', () => {
    const wrong = productFiles().flatMap((file) => {
      const from = topFolder(file);
      return importsOf(file)
        .map(topFolder)
        .filter((to) => to !== from && to !== 'node_modules' && !ALLOWED[from]!.includes(to))
        .map((to) => `${file} imports from ${to}/`);
    });
    expect(wrong).toEqual([]);
  });

  it('contract/ is plain data and types: no Node built-ins, so the browser bundles can use it', () => {
    const nodeOnly = productFiles()
      .filter((f) => topFolder(f) === 'contract')
      .filter((f) => /from\s*['"]node:/.test(readFileSync(join(ROOT, f), 'utf8')));
    expect(nodeOnly).toEqual([]);
  });
});

/**
 * Inside lambdas/: leads/ is the lead library (the lead, its stores, deadlines, alerts, logging,
 * answers); forms/, notifier/, admin/ and origin-secret/ are apps over it. The library imports no
 * app and no app imports another; bin/ and preview/ use the library, and start an app only through
 * its local entry (local.ts), as infra/ deploys one only through its handler.
 */
describe('the lead library and its apps', () => {
  const LIBRARY = 'leads';
  const APP_ENTRIES_FOR_THE_CLI = ['lambdas/forms/local.ts', 'lambdas/admin/local.ts'];
  const lambdasPart = (path: string) => (path.startsWith('lambdas/') ? path.split('/')[1] : undefined);
  const lambdaImports = (file: string) => importsOf(file).filter((to) => to.startsWith('lambdas/'));

  it('finds the library and the four apps', () => {
    const parts = new Set(productFiles().map(lambdasPart).filter(Boolean));
    expect([...parts].sort()).toEqual(['admin', 'forms', LIBRARY, 'notifier', 'origin-secret']);
  });

  it('the library imports no app, and no app imports another app', () => {
    const wrong = productFiles().filter((f) => lambdasPart(f)).flatMap((file) => {
      const from = lambdasPart(file)!;
      return lambdaImports(file)
        .filter((to) => lambdasPart(to) !== from && (from === LIBRARY || lambdasPart(to) !== LIBRARY))
        .map((to) => `${file} imports ${to}`);
    });
    expect(wrong).toEqual([]);
  });

  it('bin/ and preview/ import the library, and an app only through its local entry', () => {
    const wrong = productFiles()
      .filter((f) => ['bin', 'preview'].includes(topFolder(f)))
      .flatMap((file) => lambdaImports(file)
        .filter((to) => lambdasPart(to) !== LIBRARY && !APP_ENTRIES_FOR_THE_CLI.includes(to))
        .map((to) => `${file} imports ${to}`));
    expect(wrong).toEqual([]);
  });

  /** Every file of ours that esbuild bundles from an entry, as the CDK stack bundles each Lambda. */
  async function bundledFiles(entry: string): Promise<string[]> {
    const { build } = await import('esbuild');
    const { metafile } = await build({
      entryPoints: [entry], absWorkingDir: ROOT, bundle: true, write: false, metafile: true,
      platform: 'node', format: 'esm', packages: 'external', logLevel: 'silent',
    });
    return Object.keys(metafile.inputs);
  }

  it('the production inbox Lambda bundles no local-password code; the local inbox does', async () => {
    const PASSWORD_CODE = ['lambdas/leads/accounts.ts', 'lambdas/admin/local-auth.ts'];
    const production = await bundledFiles('lambdas/admin/handler.ts');
    expect(production).toContain('lambdas/admin/app.ts');
    expect(production.filter((f) => PASSWORD_CODE.includes(f))).toEqual([]);
    // The same walk finds the password code where it belongs, so the check above can fail.
    expect((await bundledFiles('lambdas/admin/local.ts')).filter((f) => PASSWORD_CODE.includes(f)).sort()).toEqual(PASSWORD_CODE.sort());
  });
});

/**
 * Inside generator/, the stages in the order `site build` runs them: a stage may import from the
 * stages before it, never from one that runs after it. At the bottom, what every stage shares and
 * which imports none of them: the data passed between stages (pipeline.ts), the budget and the
 * content model (schema/). The cache sits after validate, whose checks it stores, and before the
 * stages that read it. At the top, the build that chains them (build/, then build.ts).
 */
const STAGE_ORDER: readonly (readonly string[])[] = [
  ['pipeline.ts', 'budget.ts', 'schema'],
  ['load'],
  ['validate'],
  ['cache'],
  ['assets'],
  ['render'],
  ['emit'],
  ['report'],
  ['build'],
  ['build.ts'],
];

/** The stage folder (or top-level file) of a path below generator/. */
const stageOf = (path: string) => path.split('/')[1]!;
const rankOf = (path: string) => STAGE_ORDER.findIndex((layer) => layer.includes(stageOf(path)));

describe('generator stage layering', () => {
  const generatorFiles = () => productFiles().filter((f) => topFolder(f) === 'generator');

  it('places every folder and file of generator/ in the order', () => {
    expect(generatorFiles().filter((f) => rankOf(f) < 0)).toEqual([]);
  });

  it('no stage imports from a stage that runs after it, and the shared bottom imports no stage', () => {
    const wrong = generatorFiles().flatMap((file) => importsOf(file)
      .filter((to) => topFolder(to) === 'generator' && stageOf(to) !== stageOf(file) && rankOf(to) >= rankOf(file))
      .map((to) => `${file} imports ${to}`));
    expect(wrong).toEqual([]);
  });
});
