/**
 * For each kind of page: its head (title, description, robots, canonical) and its body element.
 * Pure: an entry and the site in, React out. Its JSON-LD is structured-data.ts's.
 */
import type { PageEntry } from '../pipeline.ts';
import type { ReactElement } from 'react';
import type { FaqPage as FaqData } from '../../contract/content/faq.ts';
import type { Guide } from '../../contract/content/guide.ts';
import type { InboxPage as InboxData } from '../../contract/content/inbox-page.ts';
import type { HomePage as HomeData } from '../../contract/content/home.ts';
import type { LandingPage as LandingData } from '../../contract/content/landing.ts';
import type { NotFoundPage as NotFoundData } from '../../contract/content/not-found.ts';
import type { NotSentPage as NotSentData } from '../../contract/content/not-sent.ts';
import type { CrisisPage as CrisisData } from '../../contract/content/crisis.ts';
import type { Site } from '../../contract/content/site.ts';
import type { ThankYouPage as ThankYouData } from '../../contract/content/thank-you.ts';
import type { TreatmentPage as TreatmentData } from '../../contract/content/treatment.ts';
import type { PolicyPage as PolicyData } from '../../contract/content/policy.ts';
import type { HeadProps } from '../../templates/layouts/Document.tsx';
import { CrisisPage } from '../../templates/pages/CrisisPage.tsx';
import { InboxPage } from '../../templates/pages/InboxPage.tsx';
import { FaqPage } from '../../templates/pages/FaqPage.tsx';
import { GuidePage } from '../../templates/pages/GuidePage.tsx';
import { HomePage } from '../../templates/pages/HomePage.tsx';
import { LandingPage } from '../../templates/pages/LandingPage.tsx';
import { NotFoundPage } from '../../templates/pages/NotFoundPage.tsx';
import { NotSentPage } from '../../templates/pages/NotSentPage.tsx';
import { PolicyPage } from '../../templates/pages/PolicyPage.tsx';
import { ThankYouPage } from '../../templates/pages/ThankYouPage.tsx';
import { TreatmentPage } from '../../templates/pages/TreatmentPage.tsx';
import { canonicalUrl, metaDescription, pageTitle } from './head.ts';
import { markdownToHtml } from '../schema/markdown.ts';

export interface PageView {
  head: HeadProps;
  body: ReactElement;
  chrome: 'full' | 'minimal';
}

interface Meta { title: string; description: string; keywords: string[] }

function head(site: Site, route: string | null, meta: Meta, robots: HeadProps['robots'] = 'index,follow'): HeadProps {
  return {
    title: pageTitle(meta.title, site),
    description: metaDescription(meta.description, site.descriptionSuffix),
    keywords: meta.keywords,
    canonical: route === null ? undefined : canonicalUrl(site.url, route),
    robots,
  };
}

export function viewFor(entry: PageEntry, site: Site): PageView {
  const route = entry.route ?? '/';

  switch (entry.kind) {
    case 'home': {
      const d = entry.data as HomeData;
      return { head: head(site, route, d), body: <HomePage data={d} />, chrome: 'full' };
    }
    case 'treatment':
    case 'service': {
      const d = entry.data as TreatmentData;
      return { head: head(site, route, d), body: <TreatmentPage data={d} kind={entry.kind} />, chrome: 'full' };
    }
    case 'crisis': {
      const d = entry.data as CrisisData;
      return { head: head(site, route, d), body: <CrisisPage data={d} />, chrome: 'full' };
    }
    case 'guide': {
      const d = entry.data as Omit<Guide, 'body'>;
      return { head: { ...head(site, route, d), ogType: 'article' }, body: <GuidePage data={d} bodyHtml={markdownToHtml(entry.body ?? '')} />, chrome: 'full' };
    }
    case 'faq': {
      const d = entry.data as FaqData;
      return { head: head(site, route, d), body: <FaqPage data={d} />, chrome: 'full' };
    }
    case 'landing': {
      const d = entry.data as LandingData;
      return { head: head(site, route, d, 'noindex,follow'), body: <LandingPage data={d} />, chrome: 'minimal' };
    }
    case 'policy': {
      const d = entry.data as PolicyData;
      return { head: head(site, route, d), body: <PolicyPage data={d} />, chrome: 'full' };
    }
    case 'thank-you': {
      const d = entry.data as ThankYouData;
      return { head: head(site, route, { ...d, keywords: ['request received', site.name, site.city] }, 'noindex,follow'), body: <ThankYouPage data={d} />, chrome: 'full' };
    }
    case 'not-sent': {
      const d = entry.data as NotSentData;
      return { head: head(site, route, { ...d, keywords: ['request not sent', site.name, site.city] }, 'noindex,follow'), body: <NotSentPage data={d} />, chrome: 'full' };
    }
    case 'inbox': {
      // The team's page: not in search, no structured data, no site header or footer.
      const d = entry.data as InboxData;
      return { head: head(site, route, { ...d, keywords: ['admissions inbox', site.name] }, 'noindex,nofollow'), body: <InboxPage />, chrome: 'minimal' };
    }
    case 'not-found': {
      const d = entry.data as NotFoundData;
      return { head: head(site, null, { ...d, keywords: ['page not found', site.name] }, 'noindex,follow'), body: <NotFoundPage data={d} />, chrome: 'full' };
    }
  }
}
