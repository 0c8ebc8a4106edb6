#!/usr/bin/env node
// Entry for `npx site`: registers the TypeScript loader, then runs the real CLI.
import { register } from 'tsx/esm/api';

register();
await import('./site.ts');
