/**
 * Links to the same page in the site's other languages. The header is rendered once per
 * language for every page, so each link's address is a marker (TWIN_MARKER + code) that the
 * renderer replaces with the page's twin in that language.
 */
import { usePage } from '../context.ts';

export const TWIN_MARKER = '/__twin__/';

export interface LanguageLink { href: string; name: string; tag: string }

/** The other languages, each with the marker of this page's twin in it. */
export function useLanguageLinks(): LanguageLink[] {
  const { language, languages } = usePage();
  return languages.filter((l) => l.code !== language.code).map((l) => ({ href: `${TWIN_MARKER}${l.code}`, name: l.name, tag: l.tag }));
}

export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { messages } = usePage();
  const links = useLanguageLinks();
  if (links.length === 0) return null;
  return (
    <nav aria-label={messages.languages} className={className}>
      <ul className="flex gap-3">
        {links.map((l) => (
          <li key={l.tag}><a href={l.href} hrefLang={l.tag} lang={l.tag} className="inline-flex min-h-6 items-center text-sm font-semibold text-brand-800 underline underline-offset-2">{l.name}</a></li>
        ))}
      </ul>
    </nav>
  );
}
