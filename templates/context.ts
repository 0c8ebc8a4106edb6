/** What every template may read: the site facts, the navigation, and how to reach assets. */
import { createContext, useContext } from 'react';
import type { ImageSet } from '../contract/images.ts';
import type { Messages } from '../contract/content/messages.ts';
import type { Navigation } from '../contract/content/navigation.ts';
import type { Language, Site } from '../contract/content/site.ts';

export interface PageContext {
  site: Site;
  navigation: Navigation;
  /** The words of the layout in the page's language (content/messages.yaml). */
  messages: Messages;
  /** The page's language, and every language of the site (the default first). */
  language: Language;
  languages: Language[];
  /** A path of the site as this page's language has it: href('/#contact') is /es/#contact on a Spanish page. */
  href: (path: string) => string;
  /** This page's route; null on the not-found page. */
  route: string | null;
  /** The responsive versions of an image below content/ (images/...). */
  image: (contentPath: string) => ImageSet;
  cssHref: string;
  /**
   * How <Shared part> renders: 'slots' leaves a slot the renderer fills with the part rendered once
   * per language; otherwise (the default) the part renders in place.
   */
  sharedParts?: 'slots' | 'inline';
  /** Filled while rendering: the islands this page uses, so the build adds their scripts. */
  islands?: Set<string>;
}

export const PageCtx = createContext<PageContext | null>(null);

export function usePage(): PageContext {
  const ctx = useContext(PageCtx);
  if (!ctx) throw new Error('template rendered outside PageCtx');
  return ctx;
}
