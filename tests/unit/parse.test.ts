/** The fast parser (js-yaml) and the position-keeping one (yaml) read every shipped file the same. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { parseDataFile, parseMarkdownFile, parseYamlFile } from '../../generator/load/parse.ts';
import { sourceHashOf } from '../../generator/validate/check-file.ts';
import { CONTENT } from '../helpers/site.ts';

describe('YAML parsing', () => {
  it('js-yaml and the yaml document API give the same data for every content file', async () => {
    const files = (await readdir(CONTENT, { recursive: true })).filter((f) => /\.(ya?ml|md)$/.test(f));
    expect(files.length).toBeGreaterThan(30);
    for (const f of files) {
      const text = await readFile(join(CONTENT, f), 'utf8');
      const fast = f.endsWith('.md') ? parseMarkdownFile(f, text) : parseYamlFile(f, text);
      const slow = fast.positions().doc.toJS();
      expect(fast.data, f).toEqual(slow);
    }
  });

  it('keeps dates and numbers-looking text as YAML 1.2 does (no Date objects)', () => {
    expect(parseYamlFile('x.yaml', 'a: 2024-01-15\nb: "007"\nc: 0o17\nd: yes\n').data).toEqual({ a: '2024-01-15', b: '007', c: 15, d: 'yes' });
  });

  it('reports a syntax error and a duplicate key with their lines, from the position-keeping parser', () => {
    const bad = parseYamlFile('x.yaml', 'title: ok\nlist:\n  - one\n - two\n');
    expect(bad.data).toBeUndefined();
    expect(bad.syntaxErrors[0]!.position.line).toBe(4);
    const dup = parseYamlFile('x.yaml', 'title: a\nintro: b\ntitle: c\n');
    expect(dup.syntaxErrors).toEqual([expect.objectContaining({ position: { line: 3, column: 1 } })]);
  });

  it('reads a file from its bytes as from its text: the same data, body, problems and source hash', async () => {
    const files = (await readdir(CONTENT, { recursive: true })).filter((f) => /\.(ya?ml|md)$/.test(f));
    for (const f of files) {
      const bytes = await readFile(join(CONTENT, f));
      const fromBytes = parseDataFile(f, bytes);
      const fromText = parseDataFile(f, bytes.toString('utf8'));
      expect(sourceHashOf(fromBytes), f).toBe(sourceHashOf(fromText));
      expect(fromBytes.data, f).toEqual(fromText.data);
      expect(fromBytes.body, f).toBe(fromText.body);
      expect(fromBytes.text, f).toBe(fromText.text);
    }
    const broken = parseDataFile('x.yaml', Buffer.from('title: caf\xe9\nintro: - no\n', 'latin1'));
    const asText = parseYamlFile('x.yaml', broken.text);
    expect(broken.text).toContain('\ufffd');
    expect(sourceHashOf(broken)).toBe(sourceHashOf(asText));
    expect(broken.syntaxErrors).toEqual(asText.syntaxErrors);
  });

  it('builds positions only on demand, once', () => {
    const f = parseYamlFile('x.yaml', 'a: 1\n');
    expect(f.positions()).toBe(f.positions());
    const lc = new LineCounter();
    parseDocument('a: 1\n', { lineCounter: lc });
    expect(f.positions().lineCounter.linePos(0)).toEqual(lc.linePos(0));
  });
});
