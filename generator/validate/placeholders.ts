/**
 * Copy may name site facts with tokens such as {crisisLine} or
 * {insuranceMinutes}, so that each fact is written once, in site.yaml.
 * Unknown tokens are content problems; known ones are filled in here.
 */
import type { Site } from '../schema/site.ts';

const TOKEN = /\{([a-zA-Z]+)\}/g;

export function placeholderValues(site: Site): Record<string, string> {
  return {
    name: site.name,
    city: site.city,
    crisisLine: site.crisisLine.display,
    poisonControl: site.poisonControl.display,
    address: `${site.address.street}, ${site.address.locality}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`,
    insuranceMinutes: String(site.promises.insuranceMinutes),
    consultationMinutes: String(site.promises.consultationMinutes),
    crisisCheckMinutes: String(site.promises.crisisCheckMinutes),
    answerSeconds: String(site.promises.answerSeconds),
    assessmentMinutes: String(site.promises.assessmentMinutes),
  };
}

export interface UnknownToken {
  path: (string | number)[];
  token: string;
}

/** Returns a copy of `data` with tokens filled in, and the tokens it did not know. */
export function fillPlaceholders<T>(data: T, values: Record<string, string>): { data: T; unknown: UnknownToken[] } {
  const unknown: UnknownToken[] = [];
  const walk = (v: unknown, path: (string | number)[]): unknown => {
    if (typeof v === 'string') {
      return v.replace(TOKEN, (whole, name: string) => {
        if (name in values) return values[name]!;
        unknown.push({ path, token: whole });
        return whole;
      });
    }
    if (Array.isArray(v)) return v.map((x, i) => walk(x, [...path, i]));
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, [...path, k])]));
    return v;
  };
  return { data: walk(data, []) as T, unknown };
}
