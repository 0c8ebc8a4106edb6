// Eleventy 3 side of the comparison. run.ts copies this folder into a temporary project, links
// node_modules to bench/compare/node_modules, copies ../shared to shared/, and adds
// src/treatment/<slug>.yaml (the same files our generator reads) and src/_data/layoutData.json
// (layout-data.ts). The pages' YAML files are an Eleventy template format of their own: each is
// parsed once and rendered by one JavaScript function (src/_includes/treatment.js), with no front
// matter, Markdown or template language in between (about 5% faster than Markdown files whose front
// matter is the YAML, at 5,000 pages).
import yaml from 'js-yaml';
import render from './src/_includes/treatment.js';

export default function (eleventyConfig) {
  eleventyConfig.addExtension('yaml', {
    compile: (inputContent) => {
      const page = yaml.load(inputContent);
      return (data) => render(page, data);
    },
  });
  return {
    dir: { input: 'src', includes: '_includes', data: '_data', output: '_site' },
    templateFormats: ['yaml'],
  };
}
