// A render worker's entry point. Worker threads do not inherit the CLI's
// TypeScript loader, so this plain module registers it, then loads the worker.
import { register } from 'tsx/esm/api';

register({ tsconfig: new URL('../../tsconfig.json', import.meta.url).pathname });
await import('./page-worker.ts');
