/** What every page renders with: the site's facts and navigation in each language, and the assets' URLs. Pure. */
import type { Navigation } from '../../contract/content/navigation.ts';
import type { SharedAssets } from '../assets/prepare.ts';
import type { Content, LanguageContent, RenderEnv } from '../pipeline.ts';
import { localizeLinks } from './localize.ts';

/** A language's navigation with links to that language's pages. */
function localizedNavigation(lang: LanguageContent): LanguageContent {
  return lang.prefix ? { ...lang, navigation: localizeLinks(lang.navigation, lang.prefix) as Navigation } : lang;
}

export function renderEnv(content: Omit<Content, 'pages'>, assets: SharedAssets, staging = false, partsInline = false): RenderEnv {
  return {
    languages: content.languages.map(localizedNavigation), cssHref: `/${assets.cssPath}`, islands: { graph: assets.islands.graph, gzipBytes: assets.islands.gzipBytes }, images: assets.images.sets,
    // Only when set, so that a production build's pages keep their cache keys.
    ...(staging ? { staging: true as const } : {}),
    ...(partsInline ? { partsInline: true as const } : {}),
  };
}
