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
