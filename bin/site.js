#!/usr/bin/env node
// Entry for `npx site`: registers the TypeScript loader, then runs the real CLI.
import { register } from 'tsx/esm/api';

// React's production build renders several times faster than its development build.
process.env.NODE_ENV ??= 'production';
// The project's tsconfig (JSX settings and all), wherever the command is run from.
register({ tsconfig: new URL('../tsconfig.json', import.meta.url).pathname });
await import('./site.ts');
