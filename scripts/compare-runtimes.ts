/**
 * What the browser pays for each client runtime, bundled the same way as the
 * islands (esbuild, minified, gzip -9): `npx tsx scripts/compare-runtimes.ts`.
 */
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const entries = {
  'react-dom 19 (hydrateRoot + hooks)': `import { hydrateRoot } from 'react-dom/client'; import { createElement, useState } from 'react';
    function A() { const [n, set] = useState(0); return createElement('button', { onClick: () => set(n + 1) }, n); }
    hydrateRoot(document.body, createElement(A));`,
  'preact/compat (hydrate + hooks)': `import { hydrate, h } from 'preact'; import { useState } from 'preact/compat';
    function A() { const [n, set] = useState(0); return h('button', { onClick: () => set(n + 1) }, n); }
    hydrate(h(A, null), document.body);`,
};

for (const [name, contents] of Object.entries(entries)) {
  const out = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'js' },
    bundle: true, minify: true, write: false, format: 'esm', platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'silent',
  });
  const bytes = out.outputFiles[0]!.contents;
  console.log(`${name.padEnd(38)} ${(bytes.length / 1024).toFixed(1).padStart(6)} KB min  ${(gzipSync(bytes, { level: 9 }).length / 1024).toFixed(1).padStart(5)} KB gzip`);
}
