/**
 * `site leads [--data DIR | --stack NAME [--region R]] [--json]`: the requests for help, from the
 * local forms API's store or, with --stack, the deployed leads table (your AWS credentials).
 * `site leads export --csv [--out FILE]`: the same leads as CSV, for a spreadsheet or a CRM import.
 * `site leads report`: how the leads fared (counts and alert times), with no personal details.
 * `site leads redrive [--stack NAME]`: the way back from the notifier's dead-letter queue.
 * All but report print health information: they are for the admissions team's own machine.
 */
import { open } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Command } from 'commander';
import { DEFAULTS } from '../../contract/defaults.ts';
import { REPORT_DAYS, responseReport } from '../../lambdas/leads/report.ts';
import { UsageError, UserError } from '../exit.ts';
import { promisedMinutes, siteTimeZone } from '../promises.ts';
import { privatePlaceRefusal } from '../private-place.ts';
import { formatCsv, formatJson, formatTable, leadRow } from './leads-format.ts';
import { buildReport, formatOrigins, formatOriginsCsv, formatReport, formatResponseTimes } from './leads-report.ts';
import { askedPeriod } from '../../lambdas/leads/report-period.ts';
import type { DayPeriod } from '../../contract/time-zone.ts';
import { deadLetterQueue, openStack, operatorMessage, readCounts, readLeads, type SourceFlags } from './leads-source.ts';

type LeadsFlags = SourceFlags & { json?: boolean };

export function registerLeads(program: Command): void {
  const leads = program
    .command('leads')
    .description('list the requests for help stored by the local forms API, or by a deployed stack')
    .option('--data <dir>', 'folder holding the local lead store', DEFAULTS.dataDir)
    .option('--stack <name>', 'read the leads table of this deployed stack (with your AWS credentials) instead of --data')
    .option('--region <region>', 'the stack\'s region (default: region in infra/config.json)')
    .option('--json', 'print JSON to stdout, for scripts')
    .action(handled(async (opts: LeadsFlags) => {
      const list = await readLeads(opts);
      if (opts.json) process.stdout.write(formatJson(list.map(leadRow)));
      else if (list.length === 0) process.stderr.write(`No leads stored ${opts.stack ? `in stack ${opts.stack}` : `under ${opts.data}`}.\n`);
      else process.stdout.write(formatTable(list));
    }));

  leads
    .command('export')
    .description('write the stored leads out as CSV (takes --data or --stack like site leads)')
    .option('--csv', 'write CSV (the only format so far)')
    .option('--out <file>', 'write to this file (readable by you only) instead of stdout')
    .action(handled(async (_opts: unknown, command: Command) => {
      const opts = command.optsWithGlobals<LeadsFlags & { csv?: boolean; out?: string }>();
      if (!opts.csv) throw new UsageError('Choose an export format: site leads export --csv');
      const refusal = opts.out === undefined ? undefined : privatePlaceRefusal(opts.out, 'the leads');
      if (refusal) throw new UsageError(refusal);
      const list = await readLeads(opts);
      const csv = formatCsv(list);
      if (!opts.out) return void process.stdout.write(csv);
      // Made or truncated, then narrowed to its owner before a byte is written: a file that was
      // already there keeps no wider permission than a new one gets.
      const file = await open(opts.out, 'w', 0o600).catch((err: NodeJS.ErrnoException) => {
        const why = err.code === 'ENOENT' ? `there is no folder ${dirname(opts.out!)}` : err.code === 'EISDIR' ? 'it is a folder' : err.message;
        throw new UserError(`Cannot write the leads to ${opts.out}: ${why}. Nothing was written.`);
      });
      try {
        await file.chmod(0o600);
        await file.writeFile(csv);
      } finally {
        await file.close();
      }
      process.stderr.write(`Wrote ${list.length} leads to ${opts.out}.\n`);
    }));

  leads
    .command('report')
    .description('how the leads of a period fared: counts, alerts and call-backs in time, where they came from; no personal details (takes --data or --stack, and --json)')
    .option('--from <date>', `first day of the period, such as 2026-11-01, a day of the center's time zone (default: ${REPORT_DAYS} days before --to)`)
    .option('--to <date>', 'last day of the period, included (default: the center\'s today)')
    .option('--content <dir>', 'content folder, whose site.yaml states the call-back promises and the center\'s time zone', DEFAULTS.contentDir)
    .option('--csv', 'print where help came from (per page and per campaign: views, call taps, requests, call-backs, admissions) as CSV')
    .action(handled(async (_opts: unknown, command: Command) => {
      const opts = command.optsWithGlobals<LeadsFlags & { from?: string; to?: string; content: string; csv?: boolean }>();
      const minutes = await promisedMinutes(opts.content);
      const now = new Date();
      const timeZone = await siteTimeZone(opts.content);
      const asked = period(opts.from, opts.to, now, timeZone);
      const { from, to } = asked;
      const list = (await readLeads(opts)).filter((lead) => lead.receivedAt >= from.toISOString() && lead.receivedAt <= to.toISOString());
      const counts = await readCounts(opts, asked.fromDay, asked.toDay);
      // Where help comes from (byPage, byCampaign) at the top of the report; the response times beside them.
      const { byPage, byCampaign, ...responseTimes } = responseReport(list, asked, now, minutes, counts);
      if (opts.csv) return void process.stdout.write(formatOriginsCsv({ byPage, byCampaign }));
      const report = { ...buildReport(list, minutes), byPage, byCampaign, responseTimes };
      process.stdout.write(opts.json ? formatJson(report) : `${formatReport(report, timeZone)}\n${formatResponseTimes(responseTimes, asked)}\n${formatOrigins({ byPage, byCampaign })}`);
    }));

  leads
    .command('redrive')
    .description('make the leads of the notifier\'s dead-lettered batches due for an alert now, and empty the queue (takes --stack, --region)')
    .action(handled(async (_opts: unknown, command: Command) => {
      const { redrive } = await import('../../lambdas/leads/redrive.ts');
      const deployed = await openStack(command.optsWithGlobals<LeadsFlags>());
      try {
        const result = await redrive(await deadLetterQueue(deployed), deployed.store, new Date());
        process.stderr.write(result.batches === 0
          ? `The dead-letter queue of ${deployed.stack} holds no stream batch.\n`
          : `${result.batches} dead-lettered batch${result.batches === 1 ? '' : 'es'} removed from the queue. ${result.madeDue.length} lead${result.madeDue.length === 1 ? '' : 's'} still waiting for an alert ${result.madeDue.length === 1 ? 'is' : 'are'} due now; the retry schedule alerts ${result.madeDue.length === 1 ? 'it' : 'them'} within a minute.\n`);
        for (const id of result.madeDue) process.stdout.write(`${id}\n`);
        if (result.unreadable > 0) process.stderr.write(`${result.unreadable} message${result.unreadable === 1 ? ' is' : 's are'} not a stream batch record and stayed in the queue.\n`);
      } finally {
        await deployed.store.close();
      }
    }));
}

/** Runs an action; an error the operator can fix becomes a UserError (exit 1), anything else stays internal. */
function handled<A extends unknown[]>(action: (...args: A) => Promise<void>): (...args: A) => Promise<void> {
  return async (...args) => {
    try {
      await action(...args);
    } catch (err) {
      const message = operatorMessage(err);
      if (message === undefined) throw err;
      throw new UserError(message, { cause: err });
    }
  };
}

/** The report's period: whole days of the center as typed, REPORT_DAYS back from `to` by default. */
function period(fromFlag: string | undefined, toFlag: string | undefined, now: Date, timeZone: string): DayPeriod {
  const asked = askedPeriod(fromFlag, toFlag, now, timeZone);
  if (asked.ok) return asked.period;
  if (asked.problem === 'from-after-to') throw new UsageError('--from must come before --to.');
  const [flag, text] = asked.problem === 'from-not-a-day' ? ['--from', fromFlag] : ['--to', toFlag];
  throw new UsageError(`${flag} must be a date such as 2026-11-01, not "${text}".`);
}
