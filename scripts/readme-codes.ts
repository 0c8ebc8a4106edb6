/**
 * Writes the list of problem codes into docs/editors.md from the catalog (generator/validate/catalog.ts).
 * The script keeps its name, `npm run readme:codes`, because the list's own first line names it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { withCodes } from '../generator/report/codes.ts';

const DOC = new URL('../docs/editors.md', import.meta.url);
const before = await readFile(DOC, 'utf8');
const after = withCodes(before);
if (after === before) {
  process.stderr.write('docs/editors.md already lists the catalog\'s problem codes.\n');
} else {
  await writeFile(DOC, after);
  process.stderr.write('docs/editors.md: the list of problem codes is rewritten from the catalog.\n');
}
