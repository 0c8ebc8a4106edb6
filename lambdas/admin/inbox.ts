/**
 * What the admissions team does with a lead, as pure functions of its inbox state: view it, claim
 * it, record the outcome of a call, add a note. Each returns the next state (version + 1, with the
 * act in the history) or the reason it cannot be done. The store writes a next state only over the
 * version it was made from (InboxStore.replaceInbox), so the rules here hold under concurrency.
 */
import {
  BOARD_FIELDS, canTakeOver, FIRST_CONTACT, holderLastTouch, NEW_INBOX_STATE, OUTCOME_FROM, TAKE_OVER_AFTER_MINUTES, type CallLog,
  type BoardLead, type Closure, type HistoryAction, type InboxLead, type InboxLeadSummary, type InboxState, type Outcome, type Staff,
} from '../../contract/inbox.ts';
import { deadlineOf, type ResponseMinutes } from '../leads/deadlines.ts';
import { alertFailing, newLead, stateOf, type Lead } from '../leads/lead.ts';
import type { Attribution } from '../../contract/attribution.ts';
import { LANGUAGE_FIELD } from '../../contract/forms.ts';

export type Step = { ok: true; state: InboxState } | { ok: false; status: 409; error: string };

function next(state: InboxState, by: Staff, at: Date, action: HistoryAction, change: Partial<InboxState> = {}): InboxState {
  return { ...state, ...change, version: state.version + 1, history: [...state.history, { at: at.toISOString(), by: by.id, name: by.name, action }] };
}

const conflict = (error: string): Step => ({ ok: false, status: 409, error });

/** The call a team member answered and logged: a new lead, nobody alerted (they took the call), its logging in the history. */
export function loggedCall(call: CallLog, by: Staff, at: Date, retentionDays: number): Lead {
  const { fullName, phone, need, language, heardAbout } = call;
  const fields = { fullName, phone, need, ...(language && { language }), ...(heardAbout && { heardAbout }) };
  const lead = newLead({ form: 'call', fields, source: 'phone', now: at, retentionDays });
  return { ...lead, notification: { status: 'sent', attempts: 0, sentAt: at.toISOString() }, inbox: next(NEW_INBOX_STATE, by, at, 'logged') };
}

export function view(state: InboxState, by: Staff, at: Date): InboxState {
  return next(state, by, at, 'viewed');
}

export function claim(state: InboxState, by: Staff, at: Date): Step {
  if (state.holder) return conflict(`${state.holder.name} has this lead.`);
  if (state.status === 'closed') return conflict('This lead is already closed.');
  // A lead given back after a call keeps its call's status; a new one becomes claimed.
  return { ok: true, state: next(state, by, at, 'claimed', { status: state.status === 'new' ? 'claimed' : state.status, holder: by }) };
}

/** The holder gives the lead back: anyone may claim it again; one not yet called is new again. */
export function release(state: InboxState, by: Staff, at: Date): Step {
  if (state.holder?.id !== by.id) return conflict(state.holder ? `${state.holder.name} has this lead: only they can give it back.` : 'Nobody holds this lead.');
  const { holder: _, ...rest } = next(state, by, at, 'released', { status: state.status === 'claimed' ? 'new' : state.status });
  return { ok: true, state: rest };
}

/** Someone else takes over a lead its holder has left untouched for TAKE_OVER_AFTER_MINUTES; the history says from whom. */
export function takeOver(state: InboxState, by: Staff, at: Date): Step {
  if (!state.holder) return conflict('Nobody holds this lead: claim it.');
  if (state.holder.id === by.id) return conflict('This lead is already yours.');
  if (!canTakeOver(state, at)) return conflict(`${state.holder.name} worked on this lead less than ${TAKE_OVER_AFTER_MINUTES} minutes ago: ask them to give it back.`);
  return { ok: true, state: next(state, by, at, 'taken-over', { holder: by }) };
}

export function recordOutcome(state: InboxState, by: Staff, outcome: Outcome, at: Date, closure?: Closure): Step {
  if (state.holder?.id !== by.id) {
    return conflict(state.holder ? `${state.holder.name} has this lead: only they can record a call.` : 'Claim the lead before you record a call.');
  }
  if (!OUTCOME_FROM[outcome].includes(state.status)) return conflict(`A lead that is ${state.status} cannot be marked ${outcome}.`);
  const firstContactAt = state.firstContactAt ?? (FIRST_CONTACT.includes(outcome) ? at.toISOString() : undefined);
  return { ok: true, state: next(state, by, at, outcome, { status: outcome, ...(firstContactAt && { firstContactAt }), ...(outcome === 'closed' && closure && { closure }) }) };
}

export function addNote(state: InboxState, by: Staff, text: string, at: Date): InboxState {
  return next(state, by, at, 'note', { notes: [...state.notes, { at: at.toISOString(), by: by.id, name: by.name, text }] });
}

export function summaryOf(lead: Lead, minutes: ResponseMinutes): InboxLeadSummary {
  const state = stateOf(lead);
  return {
    id: lead.id, form: lead.form, receivedAt: lead.receivedAt, deadline: deadlineOf(lead, minutes), status: state.status,
    holder: state.holder?.name ?? null, firstContactAt: state.firstContactAt ?? null, closure: state.closure ?? null, alertFailing: alertFailing(lead),
    source: lead.source, language: lead.fields[LANGUAGE_FIELD] ?? null,
    origin: { page: lead.attribution.landingPage, campaign: campaignLabel(lead.attribution) },
    name: lead.fields.fullName ?? null, phone: lead.fields.phone ?? null,
  };
}

/** A lead as the desk board shows it: BOARD_FIELDS of its summary and nothing else. */
export function boardOf(lead: Lead, minutes: ResponseMinutes): BoardLead {
  const summary = summaryOf(lead, minutes);
  return Object.fromEntries(BOARD_FIELDS.map((field) => [field, summary[field]])) as BoardLead;
}

export function detailOf(lead: Lead, minutes: ResponseMinutes): InboxLead {
  const state = stateOf(lead);
  return { ...summaryOf(lead, minutes), fields: lead.fields, notes: state.notes, history: state.history, holderLastTouch: holderLastTouch(state) ?? null };
}

/** A campaign as the team reads it: "google / cpc / fentanyl-search"; null for a visit without tags. */
function campaignLabel(a: Pick<Attribution, 'source' | 'medium' | 'campaign'>): string | null {
  return [a.source, a.medium, a.campaign].filter(Boolean).join(' / ') || null;
}
