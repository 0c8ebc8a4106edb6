import { describe, expect, it } from 'vitest';
import { checkStructuredData } from '../../generator/render/jsonld-check.ts';
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
