/**
 * The call-back times the site promises, read from content/site.yaml (`promises`) at synth time.
 * Why here and not in the build output: the promises are content, the shipped site must stay as it
 * is, and the Lambdas cannot read the content folder; so the stack reads site.yaml while it is
 * synthesised and sets the per-kind minutes as one environment variable (RESPONSE_MINUTES_ENV) on
 * each Lambda that states or counts a deadline, which parses it with contract/promises.ts. A changed
 * promise reaches the Lambdas with the next `site infra deploy`, as a changed page does with `site
 * deploy`. The CLI's local servers and `site leads report` read the promises through here as well.
 * The site's languages (`languages`) reach the forms API the same way, and the center's time zone
 * (`timeZone`) every Lambda that counts visits or reports on days (TIME_ZONE_ENV).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { siteSchema } from '../contract/content/site.ts';
import { RESPONSE_MINUTES_ENV, responseMinutesOf, type ResponseMinutes } from '../contract/promises.ts';
import { TIME_ZONE_ENV } from '../contract/time-zone.ts';

const SITE_FILE = 'site.yaml';

export class SitePromisesError extends Error {
  override name = 'SitePromisesError';
}

/** The promised minutes per kind of request, from contentDir/site.yaml; a SitePromisesError saying what to fix otherwise. */
export function readResponseMinutes(contentDir: string): ResponseMinutes {
  const file = join(contentDir, SITE_FILE);
  let site: unknown;
  try {
    site = parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new SitePromisesError(`Cannot read the call-back promises from ${file}: ${err instanceof Error ? err.message : String(err)}`);
  }
  const parsed = siteSchema.shape.promises.safeParse((site as { promises?: unknown } | null)?.promises);
  if (!parsed.success) throw new SitePromisesError(`${file} has no valid promises: run \`site check --content ${contentDir}\` to see what to fix.`);
  return responseMinutesOf(parsed.data);
}

/** The site's language codes, the default first, from contentDir/site.yaml (`languages`; English alone without it). */
export function readSiteLanguages(contentDir: string): string[] {
  const file = join(contentDir, SITE_FILE);
  const parsed = siteSchema.shape.languages.safeParse((parse(readFileSync(file, 'utf8')) as { languages?: unknown } | null)?.languages);
  if (!parsed.success) throw new SitePromisesError(`${file} has no valid languages: run \`site check --content ${contentDir}\` to see what to fix.`);
  return parsed.data.map((language) => language.code);
}

/** The center's IANA time zone, from contentDir/site.yaml (`timeZone`). */
export function readSiteTimeZone(contentDir: string): string {
  const file = join(contentDir, SITE_FILE);
  const parsed = siteSchema.shape.timeZone.safeParse((parse(readFileSync(file, 'utf8')) as { timeZone?: unknown } | null)?.timeZone);
  if (!parsed.success) throw new SitePromisesError(`${file} has no valid timeZone: run \`site check --content ${contentDir}\` to see what to fix.`);
  return parsed.data;
}

/** The environment variable a Lambda reads the center's time zone from (lambdas/leads/time-zone-env.ts). */
export function timeZoneEnvironment(timeZone: string): Record<string, string> {
  return { [TIME_ZONE_ENV]: timeZone };
}

/** The environment variable a Lambda reads the promised minutes from (lambdas/leads/deadlines.ts). */
export function responseMinutesEnvironment(minutes: ResponseMinutes): Record<string, string> {
  return { [RESPONSE_MINUTES_ENV]: JSON.stringify(minutes) };
}
