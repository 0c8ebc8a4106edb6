// Token substitution and the structured-data graph for the Eleventy build.

/** tokens is the site's list of { from: '{city}', to: 'Los Angeles' } pairs. */
export function substitute(text, tokens) {
  if (typeof text !== 'string' || !text.includes('{')) return text;
  let out = text;
  for (const t of tokens) out = out.replaceAll(t.from, t.to);
  return out;
}

export function graph(d, site, url) {
  const t = (s) => substitute(s, site.tokens);
  const org = `${site.url}/#organization`;
  const webPage = {
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
      signOrSymptom: d.signs.symptoms.map((s) => ({ '@type': 'MedicalSignOrSymptom', name: t(s) })),
      possibleTreatment: d.availableServices.map((s) => ({ '@type': 'MedicalTherapy', name: t(s.title), description: t(s.description) })),
    };
  }
  return {
    '@context': 'https://schema.org',
    '@graph': [
      webPage,
      {
        '@type': 'FAQPage',
        url,
        mainEntity: d.faq.map((q) => ({ '@type': 'Question', name: t(q.question), acceptedAnswer: { '@type': 'Answer', text: t(q.answer) } })),
      },
      {
        '@type': 'Organization',
        '@id': org,
        name: site.name,
        description: site.description,
        telephone: site.crisisLine.tel,
        url: `${site.url}/`,
        address: {
          '@type': 'PostalAddress',
          streetAddress: site.address.street,
          addressLocality: site.address.locality,
          addressRegion: site.address.region,
          postalCode: site.address.postalCode,
          addressCountry: site.address.country,
        },
      },
    ],
  };
}
