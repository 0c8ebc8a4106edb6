/**
 * What every page is made from besides itself, once the shared files are valid: the site's facts,
 * and each language's words, navigation and messages (a translation's record left out).
 */
import type { Messages } from '../../contract/content/messages.ts';
import type { Navigation } from '../../contract/content/navigation.ts';
import type { Redirects } from '../../contract/content/redirects.ts';
import { withSiteText, type Site, type SiteText } from '../../contract/content/site.ts';
import type { Verification } from '../../contract/content/verification.ts';
import { languagePrefix } from '../../contract/routes.ts';
import type { Content, LanguageContent } from '../pipeline.ts';
import type { Checker } from './index.ts';
import { withoutRecord } from './translation-records.ts';

/** The site-wide facts every page needs, once the shared files are valid. */
export function sharedContent(checker: Checker): Omit<Content, 'pages'> | undefined {
  const site = checker.shared<Site>('site.yaml');
  const navigation = read<Navigation>(checker, 'navigation.yaml');
  const messages = read<Messages>(checker, 'messages.yaml');
  const redirects = checker.shared<Redirects>('redirects.yaml');
  const verification = checker.shared<Verification>('verification.yaml');
  if (!site || !navigation || !messages || !redirects || !verification) return undefined;
  const [first, ...others] = site.languages;
  const languages: LanguageContent[] = [{ language: first!, prefix: '', site, navigation, messages }];
  for (const language of others) {
    const text = checker.shared<SiteText>(`${language.code}/site.yaml`);
    const nav = read<Navigation>(checker, `${language.code}/navigation.yaml`);
    const words = read<Messages>(checker, `${language.code}/messages.yaml`);
    if (!text || !nav || !words) return undefined;
    languages.push({ language, prefix: languagePrefix(language.code, first!.code), site: withSiteText(site, text), navigation: nav, messages: words });
  }
  return { site, languages, navigation, messages, redirects, verification, assets: checker.assets(), placeholders: checker.placeholders() };
}

/** A navigation or messages file's data, without the record a translation of it keeps. */
function read<T extends object>(checker: Checker, path: string): T | undefined {
  const data = checker.shared<T>(path);
  return data && withoutRecord(data);
}
