// Astro 5 side of the comparison. run.ts copies this folder into a temporary project, links
// node_modules to bench/compare/node_modules, copies ../shared to shared/, and adds
// content/treatment/<slug>.yaml and src/data/layoutData.json (layout-data.ts).
// Caches are kept inside the project so each cold run can delete them.
export default {
  site: 'https://www.ardenahouse.example',
  output: 'static',
  cacheDir: './.astro-cache',
  devToolbar: { enabled: false },
  // treatment/<slug>.html, as our generator writes them.
  build: { format: 'file' },
  vite: { cacheDir: './.vite-cache', logLevel: 'error' },
};
