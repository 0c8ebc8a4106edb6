/**
 * Visits and call taps, counted and not tracked (issue #23, part 2): what one beacon adds to which
 * counter through the forms API, what is never counted (bots, prefetches, pages and languages the
 * site does not have, labels too long), and that a stored counter holds nothing but its labels and
 * numbers. The counters in DynamoDB are tested against dynalite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_ENDPOINT, COUNT_LABEL_CHARS } from '../../../contract/counts.ts';
import { openDynamoCounts } from '../../../lambdas/leads/store/dynamodb-counts.ts';
import { CENTER_ZONE, serveApp, startDynalite, type Dynalite, type ServedApp } from '../helpers.ts';
import { bucketPages, NOT_PAGE_KEPT_MS, PAGE_KEPT_MS, ROUTES_KEPT } from '../../../lambdas/forms/site-pages.ts';
import type { ListObjectsV2Command } from '@aws-sdk/client-s3';

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const PAGES = new Set(['/', '/treatment/fentanyl-addiction', '/es/treatment/fentanyl-addiction', '/crisis/emergency-help']);
const NOW = new Date('2026-11-26T23:59:30.000Z');
const view = { p: '/treatment/fentanyl-addiction', l: 'en', k: 'v', s: 'google', m: 'cpc', c: 'fentanyl-search', r: 'www.google.com' };

async function served(): Promise<ServedApp> {
  const { openSqliteStore } = await import('../../../lambdas/leads/store/sqlite.ts');
  const { tempDir } = await import('../helpers.ts');
  const store = await openSqliteStore(await tempDir());
  return serveApp({ store, languages: ['en', 'es'], clock: () => NOW, counts: { store: store.counts, isPage: async (p) => PAGES.has(p), timeZone: CENTER_ZONE } });
}

function beacon(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  // As navigator.sendBeacon sends a string: text/plain, from the site's own page.
  return fetch(url + COUNT_ENDPOINT, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER, 'sec-fetch-site': 'same-origin', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

describe('the counting beacon', () => {
  let site: ServedApp;
  beforeAll(async () => { site = await served(); });
  afterAll(() => site.close());
  const counters = () => site.store.counts.between('2026-11-01', '2026-11-30');

  it('adds one view per page view and one tap per call tap, labelled by day, page, language and campaign', async () => {
    for (const body of [view, view, { ...view, k: 't' }, { p: '/', l: 'en', k: 'v' }, { p: '/', l: 'en', k: 'v', r: 'www.bing.com' }]) expect((await beacon(site.url, body)).status).toBe(204);
    expect(await counters()).toEqual(expect.arrayContaining([
      { day: '2026-11-26', page: '/treatment/fentanyl-addiction', language: 'en', source: 'google', medium: 'cpc', campaign: 'fentanyl-search', views: 2, callTaps: 1 },
      { day: '2026-11-26', page: '/', language: 'en', source: 'direct', medium: 'direct', campaign: '(none)', views: 1, callTaps: 0 },
      { day: '2026-11-26', page: '/', language: 'en', source: 'www.bing.com', medium: 'search', campaign: '(none)', views: 1, callTaps: 0 },
    ]));
    expect(await counters()).toHaveLength(3);
  });

  it('counts nothing for obvious bots, a request without a user agent, or a prefetch, and says nothing more to them', async () => {
    const before = await counters();
    for (const headers of <Record<string, string>[]>[
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0 Safari/537.36' },
      { 'user-agent': 'curl/8.5.0' },
      { 'user-agent': '' },
      { 'sec-purpose': 'prefetch' },
      { 'sec-purpose': 'prefetch;prerender' },
      { purpose: 'prefetch' },
    ]) expect((await beacon(site.url, view, headers)).status).toBe(204);
    expect(await counters()).toEqual(before);
  });

  it('refuses pages the built site does not have, languages it does not have, and labels past the limit', async () => {
    const before = await counters();
    // What a page of the site may send (its not-found page, the inbox): not counted, and told 204 so the browser logs no error.
    for (const body of [{ ...view, p: '/treatment/no-such-page' }, { ...view, p: '/no-such-page' }, { ...view, p: '/admin' }, { ...view, p: 'https://evil.example/' }, { ...view, l: 'fr' }]) {
      expect((await beacon(site.url, body)).status, JSON.stringify(body)).toBe(204);
    }
    const refused = [
      { ...view, p: 42 },
      { ...view, c: 'x'.repeat(COUNT_LABEL_CHARS + 1) },
      { ...view, s: 'line\nbreak' },
      { ...view, r: 'https://www.google.com/search?q=fentanyl' },
      { ...view, k: 'x' },
      { ...view, k: 'constructor' },
      [view],
    ];
    for (const body of refused) expect((await beacon(site.url, body)).status, JSON.stringify(body)).toBe(400);
    expect((await beacon(site.url, '{not json')).status).toBe(400);
    expect((await beacon(site.url, { ...view, c: 'y'.repeat(2000) })).status).toBe(413);
    expect((await beacon(site.url, view, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await beacon(site.url, view, { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect(await counters()).toEqual(before);
    // A label at the limit counts.
    expect((await beacon(site.url, { ...view, c: 'z'.repeat(COUNT_LABEL_CHARS) })).status).toBe(204);
    expect((await counters()).filter((c) => c.campaign === 'z'.repeat(COUNT_LABEL_CHARS))).toHaveLength(1);
  });

  it('keeps nothing of the request but the labels and the day: no address, user agent or time', async () => {
    const rows = await counters();
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['callTaps', 'campaign', 'day', 'language', 'medium', 'page', 'source', 'views']);
    const logs = site.logs.join('\n');
    expect(logs).not.toContain('Mozilla');
    expect(logs).not.toContain('127.0.0.1');
    expect(JSON.stringify(rows)).not.toContain('23:59');
  });

  it('deletes a counter 25 months after its day, in the local retention sweep', async () => {
    const key = { page: '/', language: 'en', source: 'direct', medium: 'direct', campaign: '(none)' };
    await site.store.counts.add({ ...key, day: '2024-10-25' }, 'views');
    await site.store.counts.add({ ...key, day: '2024-10-27' }, 'views');
    // 761 days before 2026-11-26 is 2024-10-26: the day before goes, the day after stays.
    expect(await site.store.counts.deleteExpired(NOW, CENTER_ZONE)).toBe(1);
    expect((await site.store.counts.between('2024-10-01', '2024-10-31')).map((c) => c.day)).toEqual(['2024-10-27']);
  });

  it('is not answered where the site does not count', async () => {
    const plain = await serveApp({ languages: ['en'] });
    try {
      expect((await beacon(plain.url, view)).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('the counters in DynamoDB (dynalite)', () => {
  let dyn: Dynalite;
  beforeAll(async () => { dyn = await startDynalite(); });
  afterAll(() => dyn.close());

  it('adds with atomic ADD updates, concurrent ones included, sets a 25-month expiry and reads back by day', async () => {
    const TableName = await dyn.createCountsTable();
    const counts = openDynamoCounts({ tableName: TableName, client: { endpoint: dyn.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } } });
    const key = { day: '2026-11-26', page: '/treatment/fentanyl-addiction', language: 'en', source: 'google', medium: 'cpc', campaign: 'fentanyl-search' };
    await Promise.all(Array.from({ length: 20 }, () => counts.add(key, 'views')));
    await counts.add(key, 'callTaps');
    await counts.add({ ...key, day: '2026-11-27', language: 'es', page: '/es/treatment/fentanyl-addiction' }, 'views');
    await counts.add({ ...key, day: '2026-12-02' }, 'views');
    expect(await counts.between('2026-11-26', '2026-11-27')).toEqual([
      { ...key, views: 20, callTaps: 1 },
      { ...key, day: '2026-11-27', language: 'es', page: '/es/treatment/fentanyl-addiction', views: 1, callTaps: 0 },
    ]);
    expect(dyn.operations.filter((o) => o === 'UpdateItem')).toHaveLength(23);
    expect(dyn.operations).not.toContain('Scan');
    const { DynamoDBDocumentClient, GetCommand } = await import('@aws-sdk/lib-dynamodb');
    const { Item } = await DynamoDBDocumentClient.from(dyn.client).send(new GetCommand({ TableName, Key: { day: key.day, labels: JSON.stringify([key.page, key.language, key.source, key.medium, key.campaign]) } }));
    // 25 months (761 days) after the counter's day, in epoch seconds.
    expect(Item?.expiresAt).toBe(Date.parse('2026-11-26') / 1000 + 761 * 86_400);
    expect(Object.keys(Item!).sort()).toEqual(['callTaps', 'day', 'expiresAt', 'labels', 'views']);
  });
});

describe('the pages of the deployed site (AWS)', () => {
  const files = ['index.html', 'treatment/fentanyl-addiction.html', 'treatment/fentanyl-addiction-old.html'];
  const bucket = () => {
    const asked: string[] = [];
    const s3 = {
      async send(command: ListObjectsV2Command) {
        const prefix = command.input.Prefix!;
        asked.push(prefix);
        return { Contents: files.filter((f) => f.startsWith(prefix)).sort().slice(0, 1).map((Key) => ({ Key })) };
      },
    };
    return { asked, s3 };
  };

  it('are the .html files in the site bucket, found by exact name; a page is remembered for an hour, an address that is not one for a minute', async () => {
    const { asked, s3 } = bucket();
    const start = Date.UTC(2026, 10, 27, 9);
    let now = start;
    const isPage = bucketPages('site', s3, () => now);
    expect(await isPage('/treatment/fentanyl-addiction')).toBe(true);
    expect(await isPage('/')).toBe(true);
    expect(await isPage('/treatment/fentanyl')).toBe(false);
    expect(await isPage('/treatment/fentanyl-addiction')).toBe(true);
    expect(await isPage('/treatment/fentanyl')).toBe(false);
    expect(asked).toEqual(['treatment/fentanyl-addiction.html', 'index.html', 'treatment/fentanyl.html']);
    // The next deploy adds the page: it counts once the minute is over.
    files.push('treatment/fentanyl.html');
    now = start + NOT_PAGE_KEPT_MS - 1;
    expect(await isPage('/treatment/fentanyl')).toBe(false);
    now = start + NOT_PAGE_KEPT_MS + 1;
    expect(await isPage('/treatment/fentanyl')).toBe(true);
    expect(asked).toHaveLength(4);
    // A page is asked about again only after an hour.
    now = start + PAGE_KEPT_MS - 1;
    await isPage('/treatment/fentanyl-addiction');
    expect(asked).toHaveLength(4);
    now = start + PAGE_KEPT_MS + 1;
    await isPage('/treatment/fentanyl-addiction');
    expect(asked).toHaveLength(5);
    files.pop();
  });

  it('remembers only the most recently asked addresses, however many made-up ones are sent', async () => {
    const { asked, s3 } = bucket();
    const isPage = bucketPages('site', s3, () => Date.UTC(2026, 10, 27, 9));
    await isPage('/treatment/fentanyl-addiction');
    for (let i = 0; i < ROUTES_KEPT; i++) expect(await isPage(`/made-up-${i}`)).toBe(false);
    expect(asked).toHaveLength(ROUTES_KEPT + 1);
    // The first answer made room for the later ones: it is asked again.
    expect(await isPage('/treatment/fentanyl-addiction')).toBe(true);
    expect(asked).toHaveLength(ROUTES_KEPT + 2);
    // The latest are still remembered.
    await isPage(`/made-up-${ROUTES_KEPT - 1}`);
    expect(asked).toHaveLength(ROUTES_KEPT + 2);
  });
});
