/**
 * Structured data (SPEC 1 and 3) as schema-dts typed objects, one @graph per
 * page. Pure: content in, JSON-LD out.
 */
import type {
  EmergencyService, FAQPage, Graph, MedicalClinic, MedicalCondition, MedicalWebPage, Organization, PostalAddress, Thing,
} from 'schema-dts';
import type { FaqItem } from '../../contract/content/common.ts';
import type { Site } from '../../contract/content/site.ts';
import { canonicalUrl } from './head.ts';

const ORG_ID = (site: Site) => `${site.url}/#organization`;
const BUSINESS_ID = (site: Site) => `${site.url}/#business`;

function address(site: Site): PostalAddress {
  const a = site.address;
  return { '@type': 'PostalAddress', streetAddress: a.street, addressLocality: a.locality, addressRegion: a.region, postalCode: a.postalCode, addressCountry: a.country };
}

export function organization(site: Site): Organization {
  return {
    '@type': 'Organization', '@id': ORG_ID(site), name: site.name, description: site.description,
    telephone: site.crisisLine.tel, url: `${site.url}/`, address: address(site),
  };
}

export function business(site: Site, services: readonly { title: string; description: string }[] = []): MedicalClinic {
  const sd = site.structuredData;
  return {
    '@type': 'MedicalClinic',
    '@id': BUSINESS_ID(site),
    name: site.name,
    description: site.description,
    url: `${site.url}/`,
    telephone: site.crisisLine.tel,
    address: address(site),
    geo: { '@type': 'GeoCoordinates', latitude: sd.geo.latitude, longitude: sd.geo.longitude },
    areaServed: {
      '@type': 'GeoCircle',
      geoMidpoint: { '@type': 'GeoCoordinates', latitude: sd.geo.latitude, longitude: sd.geo.longitude },
      geoRadius: sd.serviceRadiusMeters,
    },
    medicalSpecialty: { '@type': 'MedicalSpecialty', name: sd.medicalSpecialty },
    priceRange: sd.priceRange,
    currenciesAccepted: 'USD',
    paymentAccepted: site.facts.payers.accepted.join(', '),
    isAcceptingNewPatients: true,
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: sd.opens,
      closes: sd.closes,
    },
    // Reviews are published only when site.yaml has some (a center without real reviews deletes the block).
    ...(sd.rating && {
      aggregateRating: { '@type': 'AggregateRating', ratingValue: sd.rating.averageRating, reviewCount: sd.rating.reviewCount, bestRating: 5, worstRating: 1 },
      review: sd.rating.reviews.map((r) => ({
        '@type': 'Review',
        author: { '@type': 'Person', name: r.author },
        reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5 },
        reviewBody: r.reviewBody,
        datePublished: r.datePublished,
      })),
    }),
    makesOffer: {
      '@type': 'Offer',
      name: sd.offer.name,
      description: sd.offer.description,
      validFrom: sd.offer.validFrom,
      validThrough: sd.offer.validThrough,
      availability: `https://schema.org/${sd.offer.availability}`,
      price: sd.offer.price,
      priceCurrency: 'USD',
    },
    availableService: services.map((s) => ({ '@type': 'MedicalTherapy', name: s.title, description: s.description })),
    parentOrganization: { '@id': ORG_ID(site) },
  };
}

/** `name`: the crisis line's name in the page's language (messages.yaml `structuredData`). */
export function emergencyService(site: Site, name: string): EmergencyService {
  return {
    '@type': 'EmergencyService', name, telephone: site.crisisLine.tel,
    address: address(site), openingHours: 'Mo-Su 00:00-23:59', url: `${site.url}/`, parentOrganization: { '@id': ORG_ID(site) },
  };
}

export function faqPage(items: readonly FaqItem[], url: string): FAQPage {
  return {
    '@type': 'FAQPage',
    url,
    mainEntity: items.map((q) => ({ '@type': 'Question', name: q.question, acceptedAnswer: { '@type': 'Answer', text: q.answer } })),
  };
}

/** `therapy`: what the center offers for it, in the page's language. */
export function medicalCondition(condition: { name: string; alternateName?: string }, signs: readonly string[], therapy: string): MedicalCondition {
  return {
    '@type': 'MedicalCondition',
    name: condition.name,
    ...(condition.alternateName ? { alternateName: condition.alternateName } : {}),
    signOrSymptom: signs.map((name) => ({ '@type': 'MedicalSignOrSymptom', name })),
    possibleTreatment: { '@type': 'MedicalTherapy', name: therapy },
  };
}

export interface WebPageInput {
  site: Site;
  route: string;
  /** The page's language tag: en-US, es-US. */
  language: string;
  title: string;
  description: string;
  about?: Thing;
  lastReviewed?: string;
  reviewedBy?: { name: string; title: string };
  citation?: string[];
}

export function medicalWebPage(p: WebPageInput): MedicalWebPage {
  return {
    '@type': 'MedicalWebPage',
    url: canonicalUrl(p.site.url, p.route),
    name: p.title,
    description: p.description,
    inLanguage: p.language,
    publisher: { '@id': ORG_ID(p.site) },
    ...(p.about ? { about: p.about } : {}),
    ...(p.lastReviewed ? { lastReviewed: p.lastReviewed } : {}),
    ...(p.reviewedBy ? { reviewedBy: { '@type': 'Person', name: p.reviewedBy.name, jobTitle: p.reviewedBy.title } } : {}),
    ...(p.citation ? { citation: p.citation } : {}),
  };
}

export function graph(nodes: readonly Thing[]): Graph {
  return { '@context': 'https://schema.org', '@graph': [...nodes] };
}

