// Site facts, the token map and the JSON-LD graph for the Astro build.
import site from '../data/site.json';
import navigation from '../data/navigation.json';

export { site, navigation };

/** Replace {city}, {name}, ... with the site's values: the same map in every tool. */
export function t(text: string): string {
  if (typeof text !== 'string' || !text.includes('{')) return text;
  let out = text;
  for (const tok of site.tokens) out = out.replaceAll(tok.from, tok.to);
  return out;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Data = any;

export function graph(d: Data, url: string) {
  const org = `${site.url}/#organization`;
  const webPage: Record<string, unknown> = {
    '@type': 'MedicalWebPage',
    url,
    name: t(d.title),
    description: t(d.description),
    inLanguage: 'en-US',
    publisher: { '@id': org },
  };
  if (d.condition) {
    webPage.about = {
      '@type': 'MedicalCondition',
      name: d.condition.name,
      ...(d.condition.alternateName ? { alternateName: d.condition.alternateName } : {}),
      signOrSymptom: d.signs.symptoms.map((s: string) => ({ '@type': 'MedicalSignOrSymptom', name: t(s) })),
      possibleTreatment: d.availableServices.map((s: Data) => ({ '@type': 'MedicalTherapy', name: t(s.title), description: t(s.description) })),
    };
  }
  const a = site.address;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      webPage,
      {
        '@type': 'FAQPage',
        url,
        mainEntity: d.faq.map((q: Data) => ({ '@type': 'Question', name: t(q.question), acceptedAnswer: { '@type': 'Answer', text: t(q.answer) } })),
      },
      {
        '@type': 'Organization',
        '@id': org,
        name: site.name,
        description: site.description,
        telephone: site.crisisLine.tel,
        url: `${site.url}/`,
        address: { '@type': 'PostalAddress', streetAddress: a.street, addressLocality: a.locality, addressRegion: a.region, postalCode: a.postalCode, addressCountry: a.country },
      },
    ],
  };
}
