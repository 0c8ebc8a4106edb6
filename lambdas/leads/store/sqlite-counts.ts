/**
 * The counters in the embedded store (lambdas/leads/counts.ts): one row per (day, page, language,
 * source, medium, campaign) holding two numbers, each beacon one atomic upsert. No other column.
 */
import type { Client } from '@libsql/client';
import type { CountStore } from './types.ts';
import { COUNT_RETENTION_DAYS } from '../../../contract/counts.ts';
import { addDays, dayIn } from '../../../contract/time-zone.ts';

export const COUNTS_SCHEMA = `CREATE TABLE IF NOT EXISTS counts (
  day TEXT NOT NULL,
  page TEXT NOT NULL,
  language TEXT NOT NULL,
  source TEXT NOT NULL,
  medium TEXT NOT NULL,
  campaign TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  call_taps INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, page, language, source, medium, campaign)
) WITHOUT ROWID`;

const COLUMN = { views: 'views', callTaps: 'call_taps' } as const;

export function sqliteCounts(db: Client): CountStore & { deleteExpired(now: Date, timeZone: string): Promise<number> } {
  return {
    async add(key, field) {
      const column = COLUMN[field];
      await db.execute({
        sql: `INSERT INTO counts (day, page, language, source, medium, campaign, ${column}) VALUES (?, ?, ?, ?, ?, ?, 1)
              ON CONFLICT (day, page, language, source, medium, campaign) DO UPDATE SET ${column} = ${column} + 1`,
        args: [key.day, key.page, key.language, key.source, key.medium, key.campaign],
      });
    },
    async between(fromDay, toDay) {
      const { rows } = await db.execute({ sql: 'SELECT * FROM counts WHERE day >= ? AND day <= ? ORDER BY day', args: [fromDay, toDay] });
      return rows.map((r) => ({
        day: String(r.day), page: String(r.page), language: String(r.language), source: String(r.source), medium: String(r.medium), campaign: String(r.campaign),
        views: Number(r.views), callTaps: Number(r.call_taps),
      }));
    },
    async deleteExpired(now, timeZone) {
      // Days are the center's: counted back from its today, by the calendar.
      const { rowsAffected } = await db.execute({ sql: 'DELETE FROM counts WHERE day < ?', args: [addDays(dayIn(now, timeZone), -COUNT_RETENTION_DAYS)] });
      return rowsAffected;
    },
  };
}
