/**
 * Check the structured data of a page against the fields search engines
 * require for the rich results we use (FAQ, organization, local medical
 * business, reviews). schema-dts types the builders at compile time; this
 * catches empty or missing values that types cannot. Pure.
 */
import type { MissingValue } from '../pipeline.ts';

type Node = Record<string, unknown>;

const filled = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);
const get = (n: unknown, path: string): unknown => path.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Node)[k] : undefined), n);

function need(n: Node, fields: readonly string[], item: string): MissingValue[] {
  return fields.filter((f) => !filled(get(n, f))).map((field) => ({ item, field }));
}

const RULES: Record<string, (n: Node) => MissingValue[]> = {
  FAQPage: (n) => {
    const qs = Array.isArray(n.mainEntity) ? (n.mainEntity as Node[]) : [];
    if (!qs.length) return [{ item: 'FAQPage', field: 'mainEntity (its questions)' }];
    return qs.flatMap((q, i) => need(q, ['name', 'acceptedAnswer.text'], `FAQPage question ${i + 1}`));
  },
  Organization: (n) => need(n, ['name', 'url', 'telephone', 'description'], 'Organization'),
  MedicalClinic: (n) => [
    ...need(n, ['name', 'telephone', 'url', 'address.streetAddress', 'address.addressLocality', 'address.addressRegion', 'address.postalCode', 'address.addressCountry', 'openingHoursSpecification.opens', 'openingHoursSpecification.closes', 'priceRange'], 'MedicalBusiness'),
    // A rating is optional (no reviews, no rating), but one that is there must be complete.
    ...(n.aggregateRating === undefined ? [] : need(n, ['aggregateRating.ratingValue', 'aggregateRating.reviewCount'], 'MedicalBusiness rating')),
    ...((n.review as Node[] | undefined) ?? []).flatMap((r, i) => need(r, ['author.name', 'reviewRating.ratingValue', 'reviewBody'], `review ${i + 1}`)),
  ],
  MedicalWebPage: (n) => need(n, ['name', 'url', 'description'], 'MedicalWebPage'),
  EmergencyService: (n) => need(n, ['name', 'telephone', 'address.streetAddress'], 'EmergencyService'),
};

/** The required values missing from one page's JSON-LD @graph. */
export function checkStructuredData(graph: { '@graph': unknown[] } | undefined): MissingValue[] {
  return graph ? graph['@graph'].flatMap(checkNode) : [];
}

/** The required values missing from one node of a graph. */
export function checkNode(n: unknown): MissingValue[] {
  const node = n as Node;
  return RULES[String(node['@type'])]?.(node) ?? [];
}
