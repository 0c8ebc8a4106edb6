/**
 * The README and docs/ name files and folders of the repository; when code moves, they go stale. Every
 * path they name in a code span or a link must be a file or folder of the repository (tracked by git:
 * add a new file before the docs name it), and every #anchor of a link a heading of the document it points to. How a path is recognised, and
 * what is not read as one, is in tests/helpers/doc-paths.ts.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeSpanPath, headingAnchors, linkPath, namedPaths } from '../helpers/doc-paths.ts';
import { ROOT } from '../helpers/paths.ts';

const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
const TOP_LEVEL = new Set(tracked.map((f) => f.split('/')[0]!));
const FILES = new Set(tracked);
const FOLDERS = new Set(tracked.flatMap((f) => f.split('/').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('/'))));
const exists = (path: string) => path === '' || FILES.has(path) || FOLDERS.has(path);

const DOCUMENTS = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

describe('paths named in the README and docs/', () => {
  it('finds the documents, each naming paths', () => {
    expect(DOCUMENTS).toEqual(expect.arrayContaining(['README.md', 'docs/editors.md', 'docs/operators.md', 'docs/admissions.md', 'docs/architecture.md', 'docs/performance.md']));
    for (const doc of DOCUMENTS) expect(namedPaths(read(doc), doc, TOP_LEVEL).length, doc).toBeGreaterThan(0);
  });

  it.each(DOCUMENTS)('%s names only paths that exist, and headings that exist', (doc) => {
    const stale = namedPaths(read(doc), doc, TOP_LEVEL)
      .filter((p) => !exists(p.path) || (p.anchor !== undefined && !(p.path.endsWith('.md') && headingAnchors(read(p.path)).has(p.anchor))))
      .map((p) => `${doc}:${p.line}: ${p.written}`);
    expect(stale).toEqual([]);
  });
});

describe('what counts as a repository path', () => {
  const top = new Set(['content', 'generator', 'tests', 'package.json', '.ci']);

  it('reads a code span that starts at a top-level file or folder', () => {
    expect(codeSpanPath('generator/build.ts', top)).toBe('generator/build.ts');
    expect(codeSpanPath('generator/inputs.ts', top)).toBe('generator/inputs.ts');
    expect(codeSpanPath('tests/e2e/', top)).toBe('tests/e2e');
    expect(codeSpanPath('content/', top)).toBe('content');
    expect(codeSpanPath('package.json', top)).toBe('package.json');
    expect(codeSpanPath('.ci/run', top)).toBe('.ci/run');
    expect(codeSpanPath('content/treatment/meth-addiction.yaml:14:3', top)).toBe('content/treatment/meth-addiction.yaml');
  });

  it('reads the folder before a placeholder', () => {
    expect(codeSpanPath('content/treatment/<name>.yaml', top)).toBe('content/treatment');
    expect(codeSpanPath('content/<code>/', top)).toBe('content');
    expect(codeSpanPath('tests/fixtures/<name>/content/...', top)).toBe('tests/fixtures');
    expect(codeSpanPath('content/crisis/*.yaml', top)).toBe('content/crisis');
  });

  it('does not read commands, addresses, routes, module names or files the build makes', () => {
    for (const span of [
      'npx site build', 'npm run readme:codes', 'site infra synth\\|diff', 'https://www.ardenahouse.example',
      '/treatment/alcohol-addiction', '/admin/', '/api/admin/*', 'zod/mini', 'react-dom/server', 'dist/',
      '.cache/images/', 'images/facility/pool.jpg', 'tel:crisis', 'x-origin-verify', '{crisisLine}', 'content',
    ]) expect(codeSpanPath(span, top), span).toBeUndefined();
  });

  it('reads links relative to the document, with their anchors, but not addresses or routes', () => {
    expect(linkPath('docs/editors.md', 'README.md')).toEqual({ path: 'docs/editors.md' });
    expect(linkPath('operators.md#the-going-live-gate', 'docs/editors.md')).toEqual({ path: 'docs/operators.md', anchor: 'the-going-live-gate' });
    expect(linkPath('../README.md', 'docs/editors.md')).toEqual({ path: 'README.md' });
    expect(linkPath('#every-problem-code', 'docs/editors.md')).toEqual({ path: 'docs/editors.md', anchor: 'every-problem-code' });
    for (const target of ['https://example.org/a', 'mailto:ana@example.org', '/treatment/alcohol-addiction']) expect(linkPath(target, 'README.md')).toBeUndefined();
  });

  it('finds spans and links with their lines, and skips fenced examples', () => {
    const doc = 'Intro `generator/build.ts` and `npx site build`.\n\n```\ncontent/gone.yaml:1:1  yaml-syntax\n`generator/gone.ts`\n```\n\nSee [the guide](docs/editors.md#start).\n';
    expect(namedPaths(doc, 'README.md', top).map(({ path, anchor, line }) => ({ path, anchor, line }))).toEqual([
      { path: 'generator/build.ts', anchor: undefined, line: 1 },
      { path: 'docs/editors.md', anchor: 'start', line: 8 },
    ]);
  });

  it('makes heading anchors as GitHub does', () => {
    expect([...headingAnchors("# Title\n## The inbox's accounts\n### `site dev`, 1 save\n## Title\n```\n# not a heading\n```\n")])
      .toEqual(['title', 'the-inboxs-accounts', 'site-dev-1-save', 'title-1']);
  });
});
