/**
 * The routes and redirects exactly as SPEC 2.1 and 2.2 list them: the
 * expectation the built site is checked against (not derived from the generator).
 */
const substances = ['alcohol', 'cocaine', 'xanax', 'fentanyl', 'heroin', 'meth', 'benzodiazepine', 'oxycodone', 'adderall', 'percocet', 'marijuana', 'crack', 'ecstasy'];
export const SUBSTANCE_ROUTES = substances.map((s) => `/treatment/${s}-addiction`);
export const SERVICE_ROUTES = ['medical-detox', 'inpatient-rehab', 'dual-diagnosis', 'aftercare-planning'].map((s) => `/services/${s}`);
export const CRISIS_ROUTES = ['emergency-help', 'cant-stop-drinking', 'fentanyl-emergency', 'husband-drinking', 'heroin-daughter', 'overdose-emergency', 'relapse-support', 'teenager-drugs', 'withdrawal-symptoms'].map((s) => `/crisis/${s}`);
export const SPEC_ROUTES = ['/', ...SUBSTANCE_ROUTES, ...SERVICE_ROUTES, ...CRISIS_ROUTES, '/resources/addiction-guide', '/faq/treatment', '/landing/crisis-help'];
/** Not in SPEC: the privacy notice, the Notice of Privacy Practices, the nondiscrimination and accessibility pages every footer links to. */
export const POLICY_ROUTES = ['/policies/privacy', '/policies/notice-of-privacy-practices', '/policies/nondiscrimination', '/policies/accessibility'];

export const SPEC_REDIRECTS: Record<string, string> = {
  '/programs/medical-detox-los-angeles': '/services/medical-detox',
  '/programs': '/services/medical-detox',
  '/alcohol-addiction': '/treatment/alcohol-addiction',
  '/top-alcohol-rehabilitation-centers-near-you-2': '/treatment/alcohol-addiction',
  '/addictions/meth': '/treatment/meth-addiction',
  '/addictions/xanax': '/treatment/xanax-addiction',
  '/addictions/fentanyl': '/treatment/fentanyl-addiction',
  '/addictions/benzo': '/treatment/benzodiazepine-addiction',
  '/cocaine': '/treatment/cocaine-addiction',
  '/opioid-addiction-treatment': '/treatment/heroin-addiction',
  '/programs/mental-health-treatment': '/services/dual-diagnosis',
  '/programs/residential-inpatient-drug-rehab': '/services/inpatient-rehab',
  '/check-insurance-coverage': '/',
  '/contact': '/',
  '/about-us': '/',
  '/admissions': '/',
  '/medication-options-for-treating-gambling-addiction-2': '/',
};
