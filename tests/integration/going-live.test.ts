/**
 * The going-live gate: `site build --production` refuses the shipped content
 * (stand-in license, reviews, pictures, the example address and number) and
 * writes nothing; with every value real it builds. A plain build names the
 * stand-ins in site.yaml in its summary.
 */
import { execFile } from 'node:child_process';
import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTENT, ROOT, copyEncodedImages } from '../helpers/site.ts';
import { temporaryFolder } from '../helpers/temp.ts';
import { DEFAULTS } from '../../contract/defaults.ts';
import sharp from 'sharp';
import { readySiteYaml, withoutMarks } from '../helpers/ready-site.ts';

const exec = promisify(execFile);

async function site(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await exec(process.execPath, [join(ROOT, 'bin', 'site.js'), ...args], { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' } });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

/** A month ago, as an ISO date: a clinical review recent enough for the gate. */
const LAST_MONTH = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

/**
 * A copy of the content with every stand-in replaced and every draft confirmed: no placeholder or
 * counselReview lines, a real-looking address and number, every fact of the registry confirmed and
 * every page clinically reviewed a month ago.
 */
async function readyContent(): Promise<string> {
  const root = await temporaryFolder('site-live-');
  const content = join(root, 'content');
  await cp(CONTENT, content, { recursive: true });
  await copyEncodedImages(join(root, DEFAULTS.cacheDir));
  for (const entry of await readdir(content, { recursive: true })) {
    if (!/\.(?:ya?ml|md)$/.test(entry)) continue;
    const file = join(content, entry);
    let text = (await readFile(file, 'utf8')).replace(/^ *counselReview: pending\n/gm, '')
      .replace(/confirmed: false/g, 'confirmed: true').replace(/^clinicalReview: \{ reviewer: ([a-z-]+), date: [^}]+\}$/m, `clinicalReview: { reviewer: $1, date: "${LAST_MONTH}" }`).replace(/^ *(?:- )?placeholder: true\n/gm, (line) => (line.includes('- ') ? line.replace('placeholder: true', '').trimEnd() + '\n' : ''));
    if (entry === 'site.yaml') text = readySiteYaml(text, new Date().getUTCFullYear());
    await writeFile(file, text);
  }
  // Real photos in place of the drawings: one picture (encoded once) at every picture's path.
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#6b8f71' } }).jpeg().toBuffer();
  for (const entry of await readdir(join(content, 'images'), { recursive: true })) if (entry.endsWith('.jpg')) await writeFile(join(content, 'images', entry), photo);
  return content;
}

/** The operator's shortcut of issue 28: a copy of the shipped content with every placeholder and counselReview line deleted, a real-looking address and crisis line. */
async function unmarkedContent(): Promise<string> {
  const root = await temporaryFolder('site-unmarked-');
  const content = join(root, 'content');
  await cp(CONTENT, content, { recursive: true });
  for (const entry of await readdir(content, { recursive: true })) {
    if (!/\.(?:ya?ml|md)$/.test(entry)) continue;
    let text = withoutMarks(await readFile(join(content, entry), 'utf8'));
    if (entry === 'site.yaml') text = text.replace('https://www.ardenahouse.example', 'https://www.ardenahouse.org').replace('(818) 555-0142', '(818) 555-1234').replace('"+18185550142"', '"+18185551234"');
    await writeFile(join(content, entry), text);
  }
  return content;
}

let ready: string;
beforeAll(async () => { ready = await readyContent(); });

describe('site build --production', () => {
  it('refuses the shipped content, lists each stand-in with file:line, exits 1 and writes nothing', async () => {
    const out = join(await temporaryFolder('site-live-out-'), 'dist');
    const r = await site(['build', '--production', '--content', 'content', '--out', out]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^Not ready to go live: \d+ things in the content must be replaced first\.\n\ncontent\/site\.yaml:\d+:\d+ {2}crisisLine\.tel\n/);
    expect(r.stderr).toMatch(/content\/site\.yaml:\d+:\d+ {2}facts\.payers\.confirmed\n {2}the payers \(facts\.payers\) are not confirmed/);
    expect(r.stderr).toMatch(/content\/treatment\/fentanyl-addiction\.yaml:\d+:\d+ {2}clinicalReview\.date\n {2}no clinician has reviewed this page/);
    expect(r.stderr).toMatch(/content\/resources\/addiction-guide\.md:\d+:\d+ {2}clinicalReview\.date\n {2}clinically reviewed on 2024-01-15, more than 12 months ago/);
    expect(r.stderr).toMatch(/content\/site\.yaml:\d+:\d+ {2}license\n {2}the state license \(number, expiry and record links\) is a stand-in/);
    expect(r.stderr).toMatch(/content\/site\.yaml:\d+:\d+ {2}structuredData\.rating\n {2}the rating \(4\.8 from 127 reviews\) and 3 of its 3 reviews .* are not marked as real: .*16 CFR Part 465/);
    expect(r.stderr).toContain('content/site.yaml:15:6  url');
    expect(r.stderr).toMatch(/content\/es\/home\.yaml:\d+:\d+ {2}pictures\n {2}13 pictures are stand-ins/);
    expect(r.stderr).toMatch(/\n {4}- images\/facility\/bedroom\.jpg: the shipped stand-in drawing; shown at es\/home\.yaml:\d+, es\/landing\/crisis-help\.yaml:\d+, home\.yaml:\d+, landing\/crisis-help\.yaml:\d+\n/);
    expect(r.stderr).toMatch(/content\/policies\/privacy\.yaml:\d+:\d+ {2}sections\[2\]\.counselReview\n {2}wording the center’s counsel must confirm/);
    expect(r.stderr).toContain('Nothing was written.');
    expect(existsSync(out)).toBe(false);
  });

  it('--json prints the same list for scripts', async () => {
    const r = await site(['build', '--production', '--json', '--content', 'content', '--out', join(tmpdir(), 'never-written')]);
    expect(r.code).toBe(1);
    const body = JSON.parse(r.stdout) as { ok: boolean; launchBlockers: { file: string; field: string }[] };
    expect(body.ok).toBe(false);
    expect(body.launchBlockers.filter((i) => i.file === 'site.yaml' && !i.field.startsWith('facts.')).map((i) => i.field)).toEqual([
      'crisisLine.tel', 'license', 'license.number', 'license.recordUrl', 'license.statusListUrl', 'url', 'structuredData.rating',
      'compliance', 'compliance.email', 'copyrightYear', 'structuredData.offer.validThrough',
    ]);
    expect(body.launchBlockers.filter((i) => i.field === 'clinicalReview.date')).toHaveLength(56);
  });

  it('refuses the content with its marks deleted and a real-looking address and crisis line, naming the license first (issue 28)', async () => {
    const content = await unmarkedContent();
    const r = await site(['build', '--production', '--content', content, '--out', join(content, '..', 'dist')]);
    expect(r.code).toBe(1);
    const first = r.stderr.split('\n\n')[1]!;
    expect(first).toMatch(/site\.yaml:\d+:\d+ {2}license\.number\n {2}the license number 000000000 is all one digit/);
    expect(r.stderr).toMatch(/license\.recordUrl\n {2}the license record link https:\/\/www\.dhcs\.ca\.gov\/placeholder-license-record is not the department's record/);
    expect(r.stderr).toMatch(/structuredData\.offer\.validThrough\n {2}the offer ended on 2024-12-31/);
    expect(r.stderr).toMatch(/copyrightYear\n {2}the copyright year is 2024/);
    expect(r.stderr).toMatch(/structuredData\.rating\n {2}the rating \(4\.8 from 127 reviews\) and 3 of its 3 reviews/);
    expect(r.stderr).toMatch(/pictures\n {2}13 pictures are stand-ins/);
    expect(r.stderr).not.toMatch(/placeholder: true|counselReview/);
  });

  it('builds once every value is real, and the summary names no stand-in', async () => {
    const out = join(ready, '..', 'dist');
    const r = await site(['build', '--production', '--content', ready, '--out', out, '--schemas', join(ready, '..', 'schemas')]);
    expect(r.stderr).toMatch(/^Built \d+ pages/);
    expect(r.code).toBe(0);
    expect(r.stderr).not.toMatch(/stand-in|placeholder/);
    expect(await readFile(join(out, 'index.html'), 'utf8')).toContain('Licensed by the State Department of Health Care Services.');
  }, 60_000);
});

describe('a staging build (infra/config.json "stage": "staging")', () => {
  it('builds with stand-ins, every page noindex and robots.txt disallowing everything', async () => {
    const root = await temporaryFolder('site-staging-');
    await cp(CONTENT, join(root, 'content'), { recursive: true });
    await copyEncodedImages(join(root, DEFAULTS.cacheDir));
    const out = join(root, 'dist');
    const r = await site(['build', '--staging', '--content', join(root, 'content'), '--out', out, '--schemas', join(root, 'schemas')]);
    expect(r.code, r.stderr).toBe(0);
    expect(await readFile(join(out, 'robots.txt'), 'utf8')).toBe('User-agent: *\nDisallow: /\n');
    const headers = JSON.parse(await readFile(join(out, '_edge/headers.json'), 'utf8')) as { noindex: string[] };
    expect(headers.noindex).toEqual(expect.arrayContaining(['/', '/es', '/treatment/alcohol-addiction']));
    const pages = (await readdir(out, { recursive: true })).filter((f) => f.endsWith('.html') && !f.startsWith('assets'));
    expect(pages.length).toBeGreaterThan(50);
    for (const page of pages) {
      const html = await readFile(join(out, page), 'utf8');
      if (html.startsWith('google-site-verification')) continue; // the search console's file, not a page
      expect(html, page).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    }
  }, 60_000);
});

describe('the build summary', () => {
  it('names the stand-ins site.yaml still has and the gate that refuses them', async () => {
    // A copy of the shipped content, so the build's cache and schemas stay in a temporary folder.
    const root = await temporaryFolder('site-live-sum-');
    await cp(CONTENT, join(root, 'content'), { recursive: true });
    await copyEncodedImages(join(root, DEFAULTS.cacheDir));
    const r = await site(['build', '--content', join(root, 'content'), '--out', join(root, 'dist'), '--schemas', join(root, 'schemas')]);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('  stand-ins     7 in site.yaml, to replace before launch (`site build --production` refuses them):\n'
      + '                - the state license (number, expiry and record links) is a stand-in\n'
      + '                - a stand-in clinician (name, role and credentials)\n'.repeat(4)
      + '                - the compliance contact (title and email) is a stand-in\n'
      + '                - stand-in reviews and rating: the FTC rule on fake reviews (16 CFR Part 465)');
  }, 60_000);
});
