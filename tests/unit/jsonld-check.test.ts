import { describe, expect, it } from 'vitest';
import { load } from '../../generator/load/index.ts';
import type { SharedAssets } from '../../generator/assets/prepare.ts';
import { renderEnv } from '../../generator/render/env.ts';
import { checkStructuredData } from '../../generator/render/jsonld-check.ts';
import { graph as wholeGraph } from '../../generator/render/jsonld.ts';
import { serializeJsonLd, structuredDataIn } from '../../generator/render/structured-data.ts';
import { validate } from '../../generator/validate/index.ts';
import { englishOnly } from '../helpers/languages.ts';
import { CONTENT } from '../helpers/paths.ts';
import { jsonLd, page } from '../helpers/site.ts';
import { SPEC_ROUTES } from '../helpers/spec.ts';

describe('structured data check', () => {
  it('finds nothing missing on any shipped page, each of which has structured data', async () => {
    for (const route of SPEC_ROUTES) {
      const graph = jsonLd(await page(route));
      expect(graph.length, route).toBeGreaterThan(0);
      expect(checkStructuredData({ '@graph': graph }), route).toEqual([]);
    }
  });

  it('reports an FAQ answer, a business address field and a review author that are missing', () => {
    const problems = checkStructuredData({
      '@graph': [
        { '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: '' } }] },
        { '@type': 'MedicalClinic', name: 'X', telephone: '+1', url: 'https://x.example/', priceRange: '$', address: { streetAddress: '1 A St', addressLocality: 'Granada Hills', addressRegion: 'CA', addressCountry: 'US' }, openingHoursSpecification: { opens: '00:00', closes: '23:59' }, aggregateRating: { ratingValue: 4.8, reviewCount: 127 }, review: [{ reviewRating: { ratingValue: 5 }, reviewBody: 'Good' }] },
        { '@type': 'Organization', name: 'X', url: 'https://x.example/', telephone: '+1', description: 'd' },
      ],
    });
    expect(problems).toEqual([
      { item: 'FAQPage question 1', field: 'acceptedAnswer.text' },
      { item: 'MedicalBusiness', field: 'address.postalCode' },
      { item: 'review 1', field: 'author.name' },
    ]);
  });

  it('an empty FAQPage is a problem', () => {
    expect(checkStructuredData({ '@graph': [{ '@type': 'FAQPage', mainEntity: [] }] })).toEqual([{ item: 'FAQPage', field: 'mainEntity (its questions)' }]);
  });
});

describe('structured data of many pages', () => {
  it('gives each page the services it lists, however many pages list others, and the same bytes as the graph serialized whole', async () => {
    const result = validate(englishOnly(await load(CONTENT)));
    if (!result.ok) throw new Error('the shipped content is invalid');
    const env = renderEnv(result.content, { cssPath: 'site.css', islands: { graph: {}, gzipBytes: {} }, images: { sets: new Map() } } as unknown as SharedAssets);
    const treatment = result.content.pages.find((p) => p.kind === 'treatment')!;
    // More distinct lists of services than the build keeps made nodes for, each asked for twice.
    const lists = Array.from({ length: 80 }, (_, i) => [{ title: `Therapy ${i}`, description: `What therapy ${i} is.` }]);
    for (const services of [...lists, ...lists]) {
      const entry = { ...treatment, data: { ...treatment.data, availableServices: services } };
      const made = structuredDataIn(env, entry);
      const graph = JSON.parse(made.json!) as { '@graph': { '@type': string; availableService?: { name: string }[] }[] };
      const clinic = graph['@graph'].find((n) => n['@type'] === 'MedicalClinic')!;
      expect(clinic.availableService!.map((s) => s.name)).toEqual([services[0]!.title]);
      expect(made.json).toBe(serializeJsonLd(wholeGraph(graph['@graph'] as never)));
      expect(made.missing).toEqual([]);
    }
  });
});
