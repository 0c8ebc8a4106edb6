/**
 * What an alert may say about a lead: the kind of request, when it arrived, by when the team must
 * answer it, and a link to it in the inbox. Never a submitted field: email and most webhooks are not
 * a safe place for health information, so the person's details stay in the inbox.
 */
import { LANGUAGE_FIELD } from '../../../contract/forms.ts';
import { INBOX_PATH } from '../../../contract/inbox.ts';
import { deadlineOf, type ResponseMinutes } from '../deadlines.ts';
import type { FormName, Lead } from '../lead.ts';

const ACTION: Record<FormName, string> = { crisis: 'call back', consultation: 'call back', insurance: 'verify coverage', call: 'call back' };

/** What every alert channel needs besides the lead: where the inbox is, and the promised answer times. */
export interface AlertSettings {
  /** The public site, for the link to the inbox. */
  siteUrl: string;
  responseMinutes: ResponseMinutes;
}

export interface LeadSummary {
  id: string;
  form: FormName;
  receivedAt: string;
  /** receivedAt plus the promised answer time. */
  deadline: string;
  /** The lead in the admissions inbox: `${siteUrl}${INBOX_PATH}#lead-<id>`. */
  link: string;
  /** The language to call back in (es) when the request came from a page in another language than the site's default. */
  language?: string;
}

export function inboxLink(siteUrl: string, id: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${INBOX_PATH}#lead-${id}`;
}

export function summarise(lead: Lead, settings: AlertSettings): LeadSummary {
  const language = lead.fields[LANGUAGE_FIELD];
  return {
    id: lead.id, form: lead.form, receivedAt: lead.receivedAt, deadline: deadlineOf(lead, settings.responseMinutes),
    link: inboxLink(settings.siteUrl, lead.id), ...(language && { language }),
  };
}

/** "call back within 2 minutes", "verify coverage within 15 minutes", "call back in Spanish within 2 minutes". */
export function promise(form: FormName, minutes: ResponseMinutes, language?: string): string {
  return `${ACTION[form]}${language ? ` in ${languageName(language)}` : ''} within ${minutes[form]} minutes`;
}

/** es -> Spanish, from the runtime's own language names. */
export function languageName(code: string): string {
  return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
}
