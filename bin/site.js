#!/usr/bin/env node
// Entry for `npx site`: runs the CLI compiled from its TypeScript sources (see compiled.mjs), or the
// sources themselves through tsx when they do not compile.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compiledCli } from './compiled.mjs';

// React's production build renders several times faster than its development build.
process.env.NODE_ENV ??= 'production';

const dir = await compiledCli();
if (dir) {
  // Render workers start from the same compiled code (generator/render/page-worker.mjs reads this).
  process.env.SITE_WORKER_MODULE = pathToFileURL(join(dir, 'page-worker.mjs')).href;
  await import(pathToFileURL(join(dir, 'site.mjs')).href);
} else {
  delete process.env.SITE_WORKER_MODULE;
  const { register } = await import('tsx/esm/api');
  // The project's tsconfig (JSX settings and all), wherever the command is run from.
  register({ tsconfig: new URL('../tsconfig.json', import.meta.url).pathname });
  await import('./site.ts');
}
