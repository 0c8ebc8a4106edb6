/**
 * Tailwind CSS v4: compile templates/styles.css against the class names used
 * in the templates, then minify. Reads the templates folder (this stage's edge).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compile, optimize } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';

export async function buildCss(templatesDir: string): Promise<string> {
  const input = await readFile(join(templatesDir, 'styles.css'), 'utf8');
  const compiler = await compile(input, { base: templatesDir, onDependency: () => {} });
  const sources = compiler.sources.map((s) => ({ base: s.base, pattern: s.pattern, negated: s.negated }));
  const scanner = new Scanner({ sources });
  const css = compiler.build(scanner.scan());
  return optimize(css, { minify: true }).code;
}
