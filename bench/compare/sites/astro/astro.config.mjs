// Astro 5 side of the comparison. run.ts copies this folder into a temporary
// project, links node_modules to bench/compare/node_modules, and adds
// content/treatment/<slug>.yaml plus src/data/site.json and navigation.json.
// Caches are kept inside the project so each cold run can delete them.
export default {
  site: 'https://www.ardenahouse.example',
  output: 'static',
  cacheDir: './.astro-cache',
  devToolbar: { enabled: false },
  build: { format: 'directory' },
  vite: { cacheDir: './.vite-cache', logLevel: 'error' },
};
