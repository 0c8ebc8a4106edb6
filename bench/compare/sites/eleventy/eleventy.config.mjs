// Eleventy 3 side of the comparison. run.ts copies this folder into a temporary
// project and adds src/treatment/<slug>.md (front matter = the page's YAML),
// src/_data/site.json and src/_data/navigation.json beside these templates.
import { readFileSync } from 'node:fs';
import { graph, substitute } from './src/_includes/graph.mjs';

const site = JSON.parse(readFileSync(new URL('./src/_data/site.json', import.meta.url), 'utf8'));

export default function (eleventyConfig) {
  eleventyConfig.setNunjucksEnvironmentOptions({ autoescape: true });
  // Replace {city}, {name}, ... with the site's values: the same map in every tool.
  eleventyConfig.addFilter('tok', (text) => substitute(text, site.tokens));
  // The JSON-LD graph (MedicalWebPage + FAQPage + Organization), serialised for a <script>.
  eleventyConfig.addFilter('jsonld', (data, url) => JSON.stringify(graph(data, site, url)).replace(/</g, '\\u003c'));
  return {
    dir: { input: 'src', includes: '_includes', data: '_data', output: '_site' },
    templateFormats: ['md'],
    markdownTemplateEngine: false,
    htmlTemplateEngine: 'njk',
  };
}
