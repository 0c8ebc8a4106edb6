/** The HTML document: head with every meta tag of SPEC 1, a skip link, the header, main, footer. */
import type { ReactNode } from 'react';
import { usePage } from '../context.ts';
import { Shared } from '../partials/Shared.tsx';

export interface HeadProps {
  title: string;
  description: string;
  keywords: readonly string[];
  canonical?: string;
  robots: 'index,follow' | 'noindex,follow' | 'noindex,nofollow';
  ogType?: 'website' | 'article';
  /** The same page in each of the site's languages, and x-default (hreflang). */
  alternates?: readonly { hreflang: string; href: string }[];
  /** The page's JSON-LD, serialized for its <script> (generator/render/structured-data.ts). */
  jsonLd?: string;
}

export interface DocumentProps {
  head: HeadProps;
  children: ReactNode;
  chrome?: 'full' | 'minimal';
}

export function Document({ head, children, chrome = 'full' }: DocumentProps) {
  const { site, cssHref, messages, language, languages } = usePage();
  const locale = (tag: string) => tag.replace('-', '_');
  return (
    <html lang={language.tag}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        <meta name="keywords" content={head.keywords.join(', ')} />
        <meta name="robots" content={head.robots} />
        {head.canonical && <link rel="canonical" href={head.canonical} />}
        {head.alternates?.map((a) => <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />)}
        <meta name="theme-color" content="#0b655d" />
        <meta property="og:type" content={head.ogType ?? 'website'} />
        <meta property="og:site_name" content={site.name} />
        <meta property="og:title" content={head.title} />
        <meta property="og:description" content={head.description} />
        {head.canonical && <meta property="og:url" content={head.canonical} />}
        <meta property="og:locale" content={locale(language.tag)} />
        {head.alternates && languages.filter((l) => l.code !== language.code).map((l) => <meta key={l.tag} property="og:locale:alternate" content={locale(l.tag)} />)}
        <meta name="twitter:card" content="summary" />
        <meta name="twitter:title" content={head.title} />
        <meta name="twitter:description" content={head.description} />
        <meta name="format-detection" content="telephone=no" />
        <link rel="icon" href="data:," />
        <link rel="stylesheet" href={cssHref} />
        {head.jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: head.jsonLd }} />}
      </head>
      <body className="min-h-screen bg-white">
        <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800 focus:shadow-lg">
          {messages.skipToContent}
        </a>
        {chrome === 'full' && <Shared part="header" />}
        <main id="main">
          {children}
        </main>
        {chrome === 'full' && <Shared part="footer" />}
      </body>
    </html>
  );
}
