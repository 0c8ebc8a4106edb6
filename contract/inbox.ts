/**
 * The admissions inbox: its address, its API and the shapes that cross it. The inbox page in the
 * browser, the admin API (locally and in Lambda), `site leads report` and the CDK stack read these
 * (signing in: inbox-sign-in.ts).
 * Bundled into the browser: import only from 'zod/mini', and use no Node APIs.
 */
import type { FormName } from './promises.ts';
import * as z from 'zod/mini';

/** The inbox page, as alerts link to it. Never cached, never indexed, never in the sitemap. */
export const INBOX_PATH = '/admin/';

/** The inbox page's route (clean URLs have no trailing slash: /admin/ is redirected here). */
export const INBOX_ROUTE = INBOX_PATH.replace(/\/$/, '');

/** Every route under this prefix answers 401 and no data without a valid session. */
export const ADMIN_API_PREFIX = '/api/admin/';

export const ADMIN_API = {
  /** GET: the leads of the last `days` (default the retention period), newest first. */
  leads: '/api/admin/leads',
  /** GET: one lead with its notes and history (records that the caller viewed it). */
  lead: (id: string) => `/api/admin/leads/${encodeURIComponent(id)}`,
  /** POST: take the lead; 409 with the holder's name when someone else has it. */
  claim: (id: string) => `/api/admin/leads/${encodeURIComponent(id)}/claim`,
  /** POST: the holder gives the lead back to the team. */
  release: (id: string) => `/api/admin/leads/${encodeURIComponent(id)}/release`,
  /** POST: take over a lead whose holder has not touched it for TAKE_OVER_AFTER_MINUTES. */
  takeOver: (id: string) => `/api/admin/leads/${encodeURIComponent(id)}/take-over`,
  /** POST StatusChange: the holder records the outcome of a call. */
  status: (id: string) => `/api/admin/leads/${encodeURIComponent(id)}/status`,
  /** POST NoteInput. */
  notes: (id: string) => `/api/admin/leads/${encodeURIComponent(id)}/notes`,
  /** GET ?from=DAY&to=DAY (YYYY-MM-DD, the center's days, both included): the response-time report and where help came from. */
  report: '/api/admin/report',
  /** POST CallLog: an inbound phone call, recorded as a lead of kind `call`. */
  calls: '/api/admin/calls',
  /**
   * The desk board. POST (signed in): a board pass (BoardGrant). GET with the pass as bearer token:
   * the open leads as BoardLead, nothing personal. The pass opens nothing else. DELETE (signed in):
   * every board open now closes, its pass refused from then on (BoardsEnded).
   */
  board: '/api/admin/board',
} as const;

/** The inbox's public routes sit below this; the rest of /api/ is the forms API. */
export const AUTH_API_PREFIX = '/api/auth/';

/** Public routes the inbox needs before anyone has signed in. */
export const AUTH_API = {
  /** GET: how to sign in here (AuthConfig). */
  config: `${AUTH_API_PREFIX}config`,
  /** POST SignIn: local sign-in only; DELETE: sign out. */
  session: `${AUTH_API_PREFIX}session`,
} as const;

/** One day in milliseconds, for periods counted in days (retention, the report's period). */
export const DAY_MS = 86_400_000;

/** The response-time report's period when none is asked for: the last 30 days. */
export const REPORT_DAYS = 30;

/** A session with no request for this long is locked: the next request answers 401. */
export const IDLE_LOCK_MINUTES = 15;

/**
 * How often the inbox asks for new leads; a new lead shows within this time (the promise is 5 s).
 * 100 requests in 5 minutes per open inbox, which the WAF's admin rule counts (docs/operators.md).
 */
export const INBOX_POLL_MS = 3_000;

export const NOTE_MAX_CHARS = 2_000;

/** How long a desk board stays open on one pass, without the idle lock: a shift. */
export const BOARD_HOURS = 12;

/** A lead whose holder has not touched it for this long (gone home, off the desk) may be taken over by anyone. */
export const TAKE_OVER_AFTER_MINUTES = 30;

/** new -> claimed (by whom) -> contacted, no answer (try again later), or closed. */
export const INBOX_STATUSES = ['new', 'claimed', 'contacted', 'no-answer', 'closed'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/** The outcomes a holder may record, and from which statuses. Claiming is its own route. */
export const OUTCOMES = ['contacted', 'no-answer', 'closed'] as const;
export type Outcome = (typeof OUTCOMES)[number];
export const OUTCOME_FROM: Record<Outcome, readonly InboxStatus[]> = {
  contacted: ['claimed', 'no-answer'],
  'no-answer': ['claimed', 'no-answer'],
  closed: ['claimed', 'no-answer', 'contacted'],
};

/** A first contact is the first call-back recorded, answered or not: the promise is to call back. */
export const FIRST_CONTACT: readonly InboxStatus[] = ['contacted', 'no-answer'];

/** Why a lead was closed: the figure the center lives by is how many were admitted. */
export const CLOSE_REASONS = ['admitted', 'referred', 'not-eligible-insurance', 'not-eligible-clinical', 'could-not-reach', 'duplicate-or-test'] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];

/** How a closed lead ended; `admittedOn` (the day of admission) with `admitted` only. */
export interface Closure { reason: CloseReason; admittedOn?: string }

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'The day must be written as YYYY-MM-DD.'));

/** An outcome; closing says why, and an admission its day. */
export const StatusChange = z.strictObject({
  status: z.enum(OUTCOMES),
  reason: z.optional(z.enum(CLOSE_REASONS)),
  admittedOn: z.optional(day),
}).check(z.refine((c) => (c.status === 'closed') === (c.reason !== undefined), 'Closing a lead needs its reason, and only closing takes one.'))
  .check(z.refine((c) => (c.reason === 'admitted') === (c.admittedOn !== undefined), 'An admission needs its day, and only an admission takes one.'));
export type StatusChange = z.infer<typeof StatusChange>;

export const NoteInput = z.strictObject({
  text: z.string().check(z.trim(), z.minLength(1, 'Please write a note.'), z.maxLength(NOTE_MAX_CHARS, `A note must be at most ${NOTE_MAX_CHARS} characters.`)),
});
export type NoteInput = z.infer<typeof NoteInput>;

/** An inbound call as the person who answered it records it: who, how to call back, in which language, how they heard of us, what they need. */
export const CallLog = z.strictObject({
  fullName: z.string().check(z.trim(), z.minLength(1, 'Write the caller\'s name (or "Unknown").'), z.maxLength(100)),
  phone: z.string().check(z.trim(), z.regex(/^\+?[\d\s().-]{7,40}$/, 'Write a phone number to call back.')),
  language: z.optional(z.string().check(z.regex(/^[a-z]{2}$/))),
  heardAbout: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  need: z.string().check(z.trim(), z.minLength(1, 'Write what the caller needs.'), z.maxLength(NOTE_MAX_CHARS)),
});
export type CallLog = z.infer<typeof CallLog>;

/** A member of the admissions team, as the inbox names them. */
export interface Staff {
  /** Stable id: the Cognito `sub`, or the local account's e-mail. */
  id: string;
  name: string;
}

export type HistoryAction = 'logged' | 'viewed' | 'claimed' | 'released' | 'taken-over' | InboxStatus | 'note';
/**
 * Who did something, as history entries and notes keep it: `by` is the person's stable id (Staff.id:
 * the local account's e-mail, the Cognito `sub`), which they cannot change; `name` is the name they
 * had then, for reading. Entries written before ids were kept have only `by`, holding the name.
 */
export interface Actor { by: string; name?: string }
export interface HistoryEvent extends Actor { at: string; action: HistoryAction }
export interface Note extends Actor { at: string; text: string }

/** The name to show for an entry's author. */
export const actorName = (entry: Actor): string => entry.name ?? entry.by;

/** When the holder last did anything with the lead (claimed, called, noted, viewed): a take-over waits on it. */
export function holderLastTouch(state: Pick<InboxState, 'holder' | 'history'>): string | undefined {
  return state.holder && state.history.findLast((h) => h.by === state.holder!.id)?.at;
}

/** Whether someone other than the holder may take the lead over now. */
export function canTakeOver(state: Pick<InboxState, 'holder' | 'history' | 'status'>, now: Date): boolean {
  const touched = holderLastTouch(state);
  return !!state.holder && state.status !== 'closed' && (!touched || now.getTime() - Date.parse(touched) >= TAKE_OVER_AFTER_MINUTES * 60_000);
}

/**
 * What the inbox keeps with each lead: its status, who holds it, its notes and its history (the
 * audit trail). `version` grows with every change: a change is written only over the version it
 * was made from, so two people acting at once cannot both win. Absent on a new lead.
 */
export interface InboxState {
  version: number;
  status: InboxStatus;
  holder?: Staff;
  firstContactAt?: string;
  /** Set when the lead is closed. */
  closure?: Closure;
  notes: Note[];
  history: HistoryEvent[];
}

export const NEW_INBOX_STATE: InboxState = { version: 0, status: 'new', notes: [], history: [] };

/**
 * A lead as the inbox list shows it: only what a row shows, so the list of 90 days of leads carries
 * no date of birth, member id or situation.
 */
export interface InboxLeadSummary {
  id: string;
  form: FormName;
  receivedAt: string;
  /** receivedAt plus the promised answer time of its form. */
  deadline: string;
  status: InboxStatus;
  /** Name of whoever claimed it. */
  holder: string | null;
  firstContactAt: string | null;
  /** How it was closed, once it is. */
  closure: Closure | null;
  /** The alert to the team has failed repeatedly: someone must look at the inbox. */
  alertFailing: boolean;
  source: string;
  /** The language of the page the request was sent from (es), when not the site's default: call back in it. */
  language: string | null;
  /** Where the visit began: its first page, and its campaign as "source / medium / campaign" (contract/attribution.ts). */
  origin: { page: string | null; campaign: string | null };
  /** The name and phone number the visitor gave: all of what they submitted that the list shows. */
  name: string | null;
  phone: string | null;
}

/** A lead as its details show it, fetched when it is opened (each opening is kept in its history). */
export interface InboxLead extends InboxLeadSummary {
  /** What the visitor submitted (name, phone, situation, ...): health information, shown only in the inbox. */
  fields: Record<string, string>;
  notes: Note[];
  history: HistoryEvent[];
  /** When its holder last worked on it: TAKE_OVER_AFTER_MINUTES after, anyone may take it over. */
  holderLastTouch: string | null;
}

export interface LeadList { now: string; leads: InboxLeadSummary[] }

/** 409 from a claim or a status change: the lead is someone else's, or not in a state that allows it. */
export interface Conflict { error: string; holder: string | null; status: InboxStatus }

export interface FormResponseTimes {
  form: FormName;
  promiseMinutes: number;
  leads: number;
  contacted: number;
  medianSecondsToContact: number | null;
  p90SecondsToContact: number | null;
  /** First contact after the deadline, or none yet with the deadline past. */
  missed: number;
  /** Closed as admitted, and the median days from the request to the day of admission. */
  admitted: number;
  medianDaysToAdmission: number | null;
}

/**
 * One row of where help comes from: visits and call taps (null until the site counts them), the
 * requests that began there, how many were called back and how many admitted.
 */
export interface OriginRow { views: number | null; callTaps: number | null; leads: number; calledBack: number; admitted: number }

/**
 * The rates between a row's figures, as whole percentages (null where the figure below is 0 or not
 * counted): views that became a call tap, views that became a request, requests called back, and
 * requests that ended in an admission.
 */
export function originRates(r: OriginRow): { tapsPerView: number | null; leadsPerView: number | null; calledBackPerLead: number | null; admittedPerLead: number | null } {
  const pct = (n: number | null, of: number | null) => (n === null || !of ? null : Math.round((n / of) * 100));
  return { tapsPerView: pct(r.callTaps, r.views), leadsPerView: pct(r.leads, r.views), calledBackPerLead: pct(r.calledBack, r.leads), admittedPerLead: pct(r.admitted, r.leads) };
}
export interface OriginsReport {
  byPage: (OriginRow & { page: string })[];
  byCampaign: (OriginRow & { source: string; medium: string; campaign: string })[];
}

export interface ResponseReport extends OriginsReport { from: string; to: string; forms: FormResponseTimes[] }

/**
 * A lead as the desk board shows it: what it is, in which language to call back, its deadline,
 * status and holder. No name, phone, page or anything the person wrote: the board may stay open on
 * a screen others can see for a whole shift.
 */
export type BoardLead = Pick<InboxLeadSummary, 'id' | 'form' | 'receivedAt' | 'deadline' | 'status' | 'holder' | 'firstContactAt' | 'language'>;
export const BOARD_FIELDS = ['id', 'form', 'receivedAt', 'deadline', 'status', 'holder', 'firstContactAt', 'language'] as const satisfies readonly (keyof BoardLead)[];

export interface Board { now: string; leads: BoardLead[] }

/** A board pass: a bearer token for GET ADMIN_API.board only, until `expiresAt`. */
export interface BoardGrant { token: string; expiresAt: string }

/** Every board pass issued until `endedAt` is refused from now on. */
export interface BoardsEnded { endedAt: string }
