/**
 * React's renderToStaticMarkup, loaded without the rest of react-dom/server.
 *
 * `react-dom/server` on Node loads two renderers: the one-shot renderer that renderToStaticMarkup
 * belongs to, and the streaming one (renderToPipeableStream), which brings node:stream, node:crypto,
 * node:util and node:async_hooks with it. A render worker needs only the first, and on its way to its
 * first page it spent some 15 ms loading and compiling the second (`node --cpu-prof`, 1,036 pages).
 * This loads the file React's own entry would load for renderToStaticMarkup, for the same NODE_ENV; a
 * React that moves it fails every build at once, with the missing path in the error.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const flavour = process.env.NODE_ENV === 'production' ? 'production' : 'development';
const file = join(dirname(require.resolve('react-dom/server')), 'cjs', `react-dom-server-legacy.node.${flavour}.js`);

export const { renderToStaticMarkup } = require(file) as Pick<typeof import('react-dom/server'), 'renderToStaticMarkup'>;
