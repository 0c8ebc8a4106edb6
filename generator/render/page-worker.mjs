// A render worker's entry point. Started by the compiled CLI (bin/site.js), it runs the worker
// compiled beside it. Otherwise (tests, bench, site dev) worker threads do not inherit the TypeScript
// loader, so this plain module registers it, then loads the worker's source.
if (process.env.SITE_WORKER_MODULE) {
  await import(process.env.SITE_WORKER_MODULE);
} else {
  const { register } = await import('tsx/esm/api');
  register({ tsconfig: new URL('../../tsconfig.json', import.meta.url).pathname });
  await import('./page-worker.ts');
}
