// Eleventy 3 side of the comparison. run.ts copies this folder into a temporary
// project and adds src/treatment/<slug>.md (front matter = the page's YAML),
// src/_data/site.json and src/_data/navigation.json beside these templates.
// Every page is laid out by one JavaScript template, src/_includes/treatment.11ty.js.
export default function () {
  return {
    dir: { input: 'src', includes: '_includes', data: '_data', output: '_site' },
    templateFormats: ['md'],
    markdownTemplateEngine: false,
  };
}
