// The structured data of a treatment page: MedicalWebPage (with its condition), MedicalClinic, FAQPage
// and Organization, in the order and with the keys our generator writes.

const address = (a) => ({ '@type': 'PostalAddress', streetAddress: a.street, addressLocality: a.locality, addressRegion: a.region, postalCode: a.postalCode, addressCountry: a.country });

function business(site, services) {
  const sd = site.structuredData;
  const geo = { '@type': 'GeoCoordinates', latitude: sd.geo.latitude, longitude: sd.geo.longitude };
  return {
    '@type': 'MedicalClinic',
    '@id': `${site.url}/#business`,
    name: site.name,
    description: site.description,
    url: `${site.url}/`,
    telephone: site.crisisLine.tel,
    address: address(site.address),
    geo,
    areaServed: { '@type': 'GeoCircle', geoMidpoint: { ...geo }, geoRadius: sd.serviceRadiusMeters },
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
    parentOrganization: { '@id': `${site.url}/#organization` },
  };
}

/** `p`: the page's data with its tokens filled; `url`: its canonical URL. Serialised for a <script>. */
export function jsonLd(p, { site, words }, url) {
  const org = `${site.url}/#organization`;
  const webPage = { '@type': 'MedicalWebPage', url, name: p.title, description: p.description, inLanguage: 'en-US', publisher: { '@id': org } };
  if (p.condition) {
    webPage.about = {
      '@type': 'MedicalCondition',
      name: p.condition.name,
      ...(p.condition.alternateName ? { alternateName: p.condition.alternateName } : {}),
      signOrSymptom: p.signs.symptoms.map((name) => ({ '@type': 'MedicalSignOrSymptom', name })),
      possibleTreatment: { '@type': 'MedicalTherapy', name: words.structuredData.therapy },
    };
  }
  const graph = {
    '@context': 'https://schema.org',
    '@graph': [
      webPage,
      business(site, p.availableServices ?? []),
      { '@type': 'FAQPage', url, mainEntity: p.faq.map((q) => ({ '@type': 'Question', name: q.question, acceptedAnswer: { '@type': 'Answer', text: q.answer } })) },
      { '@type': 'Organization', '@id': org, name: site.name, description: site.description, telephone: site.crisisLine.tel, url: `${site.url}/`, address: address(site.address) },
    ],
  };
  return JSON.stringify(graph).replace(/</g, '\\u003c');
}
