/**
 * Copy may name site facts with tokens such as {crisisLine} or
 * {insuranceMinutes}, so that each fact is written once, in site.yaml.
 * Unknown tokens are content problems; known ones are filled in here.
 */
import type { Site } from '../../contract/content/site.ts';
import { COUNT_RETENTION_MONTHS } from '../../contract/counts.ts';

/** {name}, but not a {{slot}} of content/messages.yaml, which is filled when a page is shown. */
const TOKEN = /(?<!\{)\{([a-zA-Z]+)\}(?!\})/g;

export function placeholderValues(site: Site): Record<string, string> {
  return {
    name: site.name,
    city: site.city,
    crisisLine: site.crisisLine.display,
    poisonControl: site.poisonControl.display,
    samhsaHelpline: site.samhsaHelpline.display,
    domesticViolenceHotline: site.domesticViolenceHotline.display,
    address: `${site.address.street}, ${site.address.locality}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`,
    insuranceMinutes: String(site.promises.insuranceMinutes),
    consultationMinutes: String(site.promises.consultationMinutes),
    crisisCheckMinutes: String(site.promises.crisisCheckMinutes),
    answerSeconds: String(site.promises.answerSeconds),
    assessmentMinutes: String(site.promises.assessmentMinutes),
    leadRetentionDays: String(site.dataRetention.leadsDays),
    logRetentionDays: String(site.dataRetention.accessLogsDays),
    addressLogDays: String(site.dataRetention.addressLogsDays),
    countRetentionMonths: String(COUNT_RETENTION_MONTHS),
    combinedYears: String(site.facts.record.combinedYears),
    peopleTreated: String(site.facts.record.peopleTreated),
  };
}

export interface UnknownToken {
  path: (string | number)[];
  token: string;
}

/**
 * What must follow a token that is a number of some unit, in any of the site's languages: the token is
 * the number alone, so "check your insurance in {insuranceMinutes}." showed "in 15." on every page.
 */
const UNITS: Readonly<Record<string, RegExp>> = {
  Minutes: /^[\s\u00a0-]*min/i,
  Seconds: /^[\s\u00a0-]*(?:sec|seg)/i,
  Days: /^[\s\u00a0-]*(?:day|d[ií]a)/i,
  Months: /^[\s\u00a0-]*(?:month|mes)/i,
};
const UNIT_OF = /(Minutes|Seconds|Days|Months)$/;

/**
 * Returns a copy of `data` with tokens filled in, the tokens it did not know, and the tokens of a
 * number of minutes, seconds, days or months written without the unit after them.
 */
export function fillPlaceholders<T>(data: T, values: Record<string, string>): { data: T; unknown: UnknownToken[]; unitless: UnknownToken[] } {
  const unknown: UnknownToken[] = [];
  const unitless: UnknownToken[] = [];
  // The path is a stack, copied only when an unknown token is found.
  const path: (string | number)[] = [];
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      if (!v.includes('{')) return v;
      return v.replace(TOKEN, (whole, name: string, at: number) => {
        if (Object.hasOwn(values, name)) {
          const unit = UNIT_OF.exec(name)?.[1];
          if (unit && !UNITS[unit]!.test(v.slice(at + whole.length))) unitless.push({ path: [...path], token: whole });
          return values[name]!;
        }
        unknown.push({ path: [...path], token: whole });
        return whole;
      });
    }
    if (Array.isArray(v)) {
      return v.map((x, i) => {
        path.push(i);
        const out = walk(x);
        path.pop();
        return out;
      });
    }
    if (v && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const k in v) {
        path.push(k);
        out[k] = walk((v as Record<string, unknown>)[k]);
        path.pop();
      }
      return out;
    }
    return v;
  };
  return { data: walk(data) as T, unknown, unitless };
}
