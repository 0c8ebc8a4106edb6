// Every treatment page: written as treatment/<slug>.html like our generator's pages, and kept out of
// collections (nothing lists them; at 5,000 pages this saves Eleventy about a second).
export default {
  eleventyExcludeFromCollections: true,
  eleventyComputed: { permalink: (data) => `treatment/${data.page.fileSlug}.html` },
};
