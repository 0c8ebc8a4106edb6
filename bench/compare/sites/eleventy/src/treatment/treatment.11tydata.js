// Every treatment page: the JavaScript layout, written as treatment/<slug>.html like our generator's pages.
export default {
  layout: 'treatment.11ty.js',
  eleventyComputed: { permalink: (data) => `treatment/${data.page.fileSlug}.html` },
};
