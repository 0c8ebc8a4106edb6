// Eleventy 3 side of the comparison. run.ts copies this folder into a temporary project and adds
// src/treatment/<slug>.md (front matter = the page's YAML) and src/_data/layoutData.json (layout-data.ts).
// Each page is rendered by one JavaScript function (src/_includes/treatment.11ty.js); the Markdown
// bodies are empty and no template language runs over them.
export default function () {
  return {
    dir: { input: 'src', includes: '_includes', data: '_data', output: '_site' },
    templateFormats: ['md'],
    markdownTemplateEngine: false,
  };
}
