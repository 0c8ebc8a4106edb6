/**
 * What an alert may say about a lead: the kind of request, when it arrived, by when the team must
 * answer it, and a link to it in the inbox. Never a submitted field: email and most webhooks are not
 * a safe place for health information, so the person's details stay in the inbox.
 */
import { LANGUAGE_FIELD } from '../../../contract/forms.ts';
import type { FormName, Lead } from '../lead.ts';

/** The answer times the site promises (content/site.yaml `promises`). */
export const RESPONSE_MINUTES: Record<FormName, number> = { crisis: 2, consultation: 5, insurance: 15 };

const ACTION: Record<FormName, string> = { crisis: 'call back', consultation: 'call back', insurance: 'verify coverage' };

export interface LeadSummary {
  id: string;
  form: FormName;
  receivedAt: string;
  /** receivedAt plus the promised answer time. */
  deadline: string;
  /** The lead in the admissions inbox: `${siteUrl}/admin/#lead-<id>`. */
  link: string;
  /** The language to call back in (es) when the request came from a page in another language than the site's default. */
  language?: string;
}

export function inboxLink(siteUrl: string, id: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/admin/#lead-${id}`;
}

export function summarise(lead: Lead, siteUrl: string): LeadSummary {
  const deadline = new Date(Date.parse(lead.receivedAt) + RESPONSE_MINUTES[lead.form] * 60_000).toISOString();
  const language = lead.fields[LANGUAGE_FIELD];
  return { id: lead.id, form: lead.form, receivedAt: lead.receivedAt, deadline, link: inboxLink(siteUrl, lead.id), ...(language && { language }) };
}

/** "call back within 2 minutes", "verify coverage within 15 minutes", "call back in Spanish within 2 minutes". */
export function promise(form: FormName, language?: string): string {
  return `${ACTION[form]}${language ? ` in ${languageName(language)}` : ''} within ${RESPONSE_MINUTES[form]} minutes`;
}

/** es -> Spanish, from the runtime's own language names. */
export function languageName(code: string): string {
  return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
}
