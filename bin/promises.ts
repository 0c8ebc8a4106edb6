/** The call-back promises, languages and time zone of a content folder's site.yaml, for the commands that run the inbox or report on leads. */
import type { ResponseMinutes } from '../contract/promises.ts';
import { UserError } from './exit.ts';

type SiteYaml = typeof import('../infra/site-promises.ts');

/** Read something from site.yaml; a problem with the file is the user's to fix (exit 1). */
async function fromSiteYaml<T>(read: (siteYaml: SiteYaml) => T): Promise<T> {
  const siteYaml = await import('../infra/site-promises.ts');
  try {
    return read(siteYaml);
  } catch (err) {
    if (err instanceof siteYaml.SitePromisesError) throw new UserError(err.message, { cause: err });
    throw err;
  }
}

/** The site's language codes. */
export const siteLanguages = (contentDir: string): Promise<string[]> => fromSiteYaml((s) => s.readSiteLanguages(contentDir));

/** The promised minutes per kind of request. */
export const promisedMinutes = (contentDir: string): Promise<ResponseMinutes> => fromSiteYaml((s) => s.readResponseMinutes(contentDir));

/** The center's IANA time zone, whose days the counters and the report use. */
export const siteTimeZone = (contentDir: string): Promise<string> => fromSiteYaml((s) => s.readSiteTimeZone(contentDir));
