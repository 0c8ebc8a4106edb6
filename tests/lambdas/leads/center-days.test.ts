/**
 * Days are the treatment center's own (content/site.yaml `timeZone`, America/Los_Angeles): a visit on
 * a Los Angeles evening, after midnight UTC, is counted on the Los Angeles day, and the report for that
 * day puts it beside the requests of the same evening, in the inbox's API and in `site leads report`.
 * Daylight-saving changes leave the days whole: the day clocks fall back has 25 hours, and the
 * counters' day-by-day reading and the retention sweep go by the calendar.
 */
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API, type ResponseReport } from '../../../contract/inbox.ts';
import { COUNT_ENDPOINT } from '../../../contract/counts.ts';
import { ENDPOINTS } from '../../../contract/forms.ts';
import { dayIn, periodOfDays } from '../../../contract/time-zone.ts';
import { createAdminApp } from '../../../lambdas/admin/app.ts';
import { boardPasses } from '../../../lambdas/admin/board.ts';
import { endedSessionsInMemory } from '../../../lambdas/admin/ended-sessions.ts';
import { jsonLogger } from '../../../lambdas/leads/log.ts';
import { askedPeriod } from '../../../lambdas/leads/report-period.ts';
import { openDynamoCounts } from '../../../lambdas/leads/store/dynamodb-counts.ts';
import { openSqliteStore } from '../../../lambdas/leads/store/sqlite.ts';
import { runLeads } from '../../helpers/leads-cli.ts';
import { CENTER_ZONE, consultation, listen, postJson, serveApp, startDynalite, tempDir, type Dynalite, type ServedApp } from '../helpers.ts';

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
/** 6:30 pm on Tuesday, November 24 in Los Angeles; already Wednesday in UTC. */
const EVENING = new Date('2026-11-25T02:30:00.000Z');
const AD = { source: 'google', medium: 'cpc', campaign: 'fentanyl-search' };
const PAGE = '/treatment/fentanyl-addiction';

function beacon(url: string, body: unknown): Promise<Response> {
  return fetch(url + COUNT_ENDPOINT, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER, 'sec-fetch-site': 'same-origin' }, body: JSON.stringify(body) });
}

describe('a Los Angeles evening, past midnight UTC', () => {
  let dataDir: string;
  let store: Awaited<ReturnType<typeof openSqliteStore>>;
  let forms: ServedApp;
  let inbox: { url: string; close: () => Promise<void> };

  beforeAll(async () => {
    dataDir = await tempDir();
    store = await openSqliteStore(dataDir);
    forms = await serveApp({ store, languages: ['en', 'es'], clock: () => EVENING, counts: { store: store.counts, isPage: async (p) => p === PAGE, timeZone: CENTER_ZONE } });
    expect((await beacon(forms.url, { p: PAGE, l: 'en', k: 'v', s: AD.source, m: AD.medium, c: AD.campaign, r: 'www.google.com' })).status).toBe(204);
    const sent = await postJson(forms.url + ENDPOINTS.consultation, { ...consultation, attribution: { landingPage: PAGE, referrerHost: 'www.google.com', ...AD, term: null, content: null, clickId: null } }, { referer: `${forms.url}/` });
    expect(sent.status).toBe(201);
    const app = createAdminApp({
      store, counts: store.counts, timeZone: CENTER_ZONE, clock: () => new Date('2026-11-26T18:00:00.000Z'),
      responseMinutes: { crisis: 2, consultation: 5, insurance: 15, call: 30 }, authConfig: { mode: 'local' },
      authenticate: async () => ({ id: 'ana@example.org', name: 'Ana Ruiz' }), board: boardPasses(async () => new Uint8Array(32), endedSessionsInMemory()), logger: jsonLogger(() => {}),
    });
    const server = createServer(app);
    inbox = { url: await listen(server), close: () => new Promise((done) => server.close(() => done())) };
  });
  afterAll(async () => {
    await inbox.close();
    await forms.close();
  });

  const report = async (from: string, to: string) => {
    const res = await fetch(`${inbox.url}${ADMIN_API.report}?from=${from}&to=${to}`);
    expect(res.status).toBe(200);
    return (await res.json()) as ResponseReport;
  };

  it('counts the view on the center\'s day, November 24', async () => {
    expect(await store.counts.between('2026-11-24', '2026-11-25')).toEqual([
      { day: '2026-11-24', page: PAGE, language: 'en', ...AD, views: 1, callTaps: 0 },
    ]);
  });

  it('reports the view and the request sent at the same moment on the same day, in the inbox\'s API', async () => {
    const tuesday = await report('2026-11-24', '2026-11-24');
    expect(tuesday.byCampaign).toEqual([{ ...AD, views: 1, callTaps: 0, leads: 1, calledBack: 0, admitted: 0 }]);
    expect(tuesday.byPage).toEqual([{ page: PAGE, views: 1, callTaps: 0, leads: 1, calledBack: 0, admitted: 0 }]);
    // The day runs from the center's midnight to its next one.
    expect([tuesday.from, tuesday.to]).toEqual(['2026-11-24T08:00:00.000Z', '2026-11-25T07:59:59.999Z']);
    expect(tuesday.forms.find((f) => f.form === 'consultation')?.leads).toBe(1);
    const wednesday = await report('2026-11-25', '2026-11-25');
    expect(wednesday.byCampaign).toEqual([]);
    expect(wednesday.forms.find((f) => f.form === 'consultation')?.leads).toBe(0);
  });

  it('refuses a period that is not days', async () => {
    expect((await fetch(`${inbox.url}${ADMIN_API.report}?from=2026-11-24T00:00:00.000Z&to=2026-11-24`)).status).toBe(400);
    expect((await fetch(`${inbox.url}${ADMIN_API.report}?from=2026-11-25&to=2026-11-24`)).status).toBe(400);
  });

  it('reports them on the same day in `site leads report`', async () => {
    const { stdout, code } = await runLeads('leads', 'report', '--data', dataDir, '--json', '--from', '2026-11-24', '--to', '2026-11-24');
    expect(code).toBe(0);
    const tuesday = JSON.parse(stdout) as { byCampaign: unknown[]; byPage: unknown[] };
    expect(tuesday.byCampaign).toEqual([{ ...AD, views: 1, callTaps: 0, leads: 1, calledBack: 0, admitted: 0 }]);
    expect(tuesday.byPage).toEqual([{ page: PAGE, views: 1, callTaps: 0, leads: 1, calledBack: 0, admitted: 0 }]);
    const text = await runLeads('leads', 'report', '--data', dataDir, '--from', '2026-11-24', '--to', '2026-11-24');
    expect(text.stdout).toContain('Leads received 2026-11-24 to 2026-11-24');
    expect(text.stdout).toContain('Time to the first call-back, 2026-11-24 to 2026-11-24');
    const wednesday = JSON.parse((await runLeads('leads', 'report', '--data', dataDir, '--json', '--from', '2026-11-25', '--to', '2026-11-25')).stdout) as { byCampaign: unknown[] };
    expect(wednesday.byCampaign).toEqual([]);
  });
});

describe('days across a daylight-saving change (clocks fall back on 2026-11-01 in Los Angeles)', () => {
  it('gives the day of the change its 25 hours, and labels the instants around it by the center\'s calendar', () => {
    const change = periodOfDays('2026-11-01', '2026-11-01', CENTER_ZONE);
    expect(change.from.toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect(change.to.getTime() + 1 - change.from.getTime()).toBe(25 * 3_600_000);
    expect(dayIn(new Date('2026-11-01T06:59:59.000Z'), CENTER_ZONE)).toBe('2026-10-31');
    expect(dayIn(new Date('2026-11-01T08:30:00.000Z'), CENTER_ZONE)).toBe('2026-11-01'); // 1:30 am, the first time
    expect(dayIn(new Date('2026-11-01T09:30:00.000Z'), CENTER_ZONE)).toBe('2026-11-01'); // 1:30 am again
    expect(dayIn(new Date('2026-11-02T07:59:59.000Z'), CENTER_ZONE)).toBe('2026-11-01'); // 11:59 pm
    expect(dayIn(new Date('2026-11-02T08:00:00.000Z'), CENTER_ZONE)).toBe('2026-11-02');
    // And in spring, a day of 23 hours.
    const spring = periodOfDays('2026-03-08', '2026-03-08', CENTER_ZONE);
    expect(spring.to.getTime() + 1 - spring.from.getTime()).toBe(23 * 3_600_000);
  });

  it('asks for the period October 30 to November 2 as four whole days of the center', () => {
    const asked = askedPeriod('2026-10-30', '2026-11-02', new Date('2026-11-26T18:00:00.000Z'), CENTER_ZONE);
    expect(asked.ok && [asked.period.from.toISOString(), asked.period.to.toISOString()]).toEqual(['2026-10-30T07:00:00.000Z', '2026-11-03T07:59:59.999Z']);
    expect(askedPeriod('2026-02-30', undefined, new Date(), CENTER_ZONE)).toEqual({ ok: false, problem: 'from-not-a-day' });
    // Without days: the 30 days before the center's today, and today (at 7 pm on November 26 in Los Angeles, already the 27th in UTC).
    const standing = askedPeriod(undefined, undefined, new Date('2026-11-27T03:00:00.000Z'), CENTER_ZONE);
    expect(standing.ok && [standing.period.fromDay, standing.period.toDay]).toEqual(['2026-10-27', '2026-11-26']);
  });

  describe('the counters in DynamoDB (dynalite)', () => {
    let dyn: Dynalite;
    beforeAll(async () => { dyn = await startDynalite(); });
    afterAll(() => dyn.close());

    it('reads every day of a period spanning the change, each once', async () => {
      const counts = openDynamoCounts({ tableName: await dyn.createCountsTable(), client: { endpoint: dyn.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } } });
      const key = { page: '/', language: 'en', source: 'direct', medium: 'direct', campaign: '(none)' };
      for (const day of ['2026-10-29', '2026-10-31', '2026-11-01', '2026-11-02', '2026-11-03']) await counts.add({ ...key, day }, 'views');
      const before = dyn.operations.filter((o) => o === 'Query').length;
      expect((await counts.between('2026-10-30', '2026-11-02')).map((c) => c.day)).toEqual(['2026-10-31', '2026-11-01', '2026-11-02']);
      expect(dyn.operations.filter((o) => o === 'Query').length - before).toBe(4);
    });
  });

  it('sweeps counters 761 days after their day by the center\'s calendar, on the night of the change too', async () => {
    const store = await openSqliteStore(await tempDir());
    try {
      const key = { page: '/', language: 'en', source: 'direct', medium: 'direct', campaign: '(none)' };
      for (const day of ['2024-09-30', '2024-10-01', '2024-10-02']) await store.counts.add({ ...key, day }, 'views');
      // 11:30 pm on November 1, 2026 in Los Angeles (after the clocks fell back), already November 2 in UTC:
      // 761 days before November 1 is 2024-10-01, so only the day before it goes.
      expect(await store.counts.deleteExpired(new Date('2026-11-02T07:30:00.000Z'), CENTER_ZONE)).toBe(1);
      expect((await store.counts.between('2024-09-01', '2024-10-31')).map((c) => c.day)).toEqual(['2024-10-01', '2024-10-02']);
    } finally {
      await store.close();
    }
  });
});
