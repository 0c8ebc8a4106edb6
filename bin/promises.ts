/** The call-back promises of a content folder's site.yaml, for the commands that run the inbox or report on leads. */
import type { ResponseMinutes } from '../contract/promises.ts';
import { UserError } from './exit.ts';

/** The site's language codes; a problem with site.yaml is the user's to fix (exit 1). */
export async function siteLanguages(contentDir: string): Promise<string[]> {
  const { readSiteLanguages, SitePromisesError } = await import('../infra/site-promises.ts');
  try {
    return readSiteLanguages(contentDir);
  } catch (err) {
    if (err instanceof SitePromisesError) throw new UserError(err.message, { cause: err });
    throw err;
  }
}

/** The promised minutes per kind of request; a problem with site.yaml is the user's to fix (exit 1). */
export async function promisedMinutes(contentDir: string): Promise<ResponseMinutes> {
  const { readResponseMinutes, SitePromisesError } = await import('../infra/site-promises.ts');
  try {
    return readResponseMinutes(contentDir);
  } catch (err) {
    if (err instanceof SitePromisesError) throw new UserError(err.message, { cause: err });
    throw err;
  }
}
