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
  };
}

export interface UnknownToken {
  path: (string | number)[];
  token: string;
}

/** Returns a copy of `data` with tokens filled in, and the tokens it did not know. */
export function fillPlaceholders<T>(data: T, values: Record<string, string>): { data: T; unknown: UnknownToken[] } {
  const unknown: UnknownToken[] = [];
  // The path is a stack, copied only when an unknown token is found.
  const path: (string | number)[] = [];
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      if (!v.includes('{')) return v;
      return v.replace(TOKEN, (whole, name: string) => {
        if (Object.hasOwn(values, name)) return values[name]!;
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
  return { data: walk(data) as T, unknown };
}
