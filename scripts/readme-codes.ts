/** Writes the list of problem codes into README.md from the catalog (generator/validate/catalog.ts). */
import { readFile, writeFile } from 'node:fs/promises';
import { withCodes } from '../generator/report/codes.ts';

const README = new URL('../README.md', import.meta.url);
const before = await readFile(README, 'utf8');
const after = withCodes(before);
if (after === before) {
  process.stderr.write('README.md already lists the catalog\'s problem codes.\n');
} else {
  await writeFile(README, after);
  process.stderr.write('README.md: the list of problem codes is rewritten from the catalog.\n');
}
