/**
 * The words the claims check reads a page for, in each of the site's languages
 * (generator/validate/claims.ts): what a sentence offers, which payer it names, which hotline,
 * which phrase needs a clinician's waiver. Matching is by sentence and case-insensitive.
 */

export interface ClaimWords {
  /** The center speaking of itself: "we start", "our program". */
  firstPerson: RegExp;
  /** A word that denies what follows it in its clause: "we do not accept", "there is no cure". */
  negation: RegExp;
  /** Where a clause ends within a sentence, so that a negation in one denies nothing in the next. */
  clauseBreak: RegExp;
  methadone: RegExp;
  /** Starting or giving a medication: "begin", "started", "we provide". */
  starting: RegExp;
  /** Where methadone is rightly started: a licensed opioid treatment program. */
  opioidTreatmentProgram: RegExp;
  /** Teenagers, and what a center does for a patient: a sentence with both, in the first person, offers to treat them. */
  teenagers: RegExp;
  care: RegExp;
  /** Helping a family find care elsewhere, which any facility may do. */
  referral: RegExp;
  /** Public payers a page may say the center accepts only when the registry lists them. */
  payers: { name: string; words: RegExp }[];
  /** Accepting a payer: "we accept", "we work with", "in-network". */
  accepting: RegExp;
  /** Telephone hotlines a page may name only with their number: the site.yaml field that holds it. */
  hotlines: { number: 'samhsaHelpline' | 'domesticViolenceHotline' | 'poisonControl'; words: RegExp }[];
  /** A promised time written as a number: "within 15 minutes"; its value is group 1, its unit group 2. */
  promisedTime: RegExp;
  /** A unit of promisedTime that counts seconds rather than minutes. */
  seconds: RegExp;
  /** A percentage or an "X in Y" figure. */
  figure: RegExp;
  /** Claims no page makes without a named reviewer's waiver (the page's claimWaivers). */
  needsWaiver: { phrase: string; words: RegExp }[];
}

export const CLAIM_WORDS: Readonly<Record<string, ClaimWords>> = {
  en: {
    firstPerson: /\b(?:we|we'll|we're|our|us)\b/i,
    negation: /\b(?:not|no|never|doesn't|don't|isn't|aren't|won't|cannot|can't)\b/i,
    clauseBreak: /[,;:()\u2013\u2014]|\b(?:and|but|while|although|though|whereas)\b/i,
    methadone: /\bmethadone\b/i,
    starting: /\b(?:start|starts|started|starting|begin|begins|began|provide|provides|provided|offer|offers|offered|give|gives|induction)\b/i,
    opioidTreatmentProgram: /opioid treatment program|\bOTPs?\b|methadone (?:clinic|program)/i,
    teenagers: /\b(?:teens?|teenagers?|adolescents?|youth)\b/i,
    care: /\b(?:treat|treats|treating|treatment|program|programme|detox|therapy|admit|admits|admitted)\b|\bhelp (?:teens|teenagers|adolescents|young people)\b/i,
    referral: /\b(?:find|finding|refer|referral|referrals|connect|look for)\b|\b(?:a|another|other) (?:program|setting)s?\b|\bprogram's\b/i,
    accepting: /\b(?:accept|accepts|accepted|take|takes|work with|works with|in-network|bill|bills|billed)\b/i,
    payers: [
      { name: 'Medicare', words: /\bMedicare\b/i },
      { name: 'Medicaid', words: /\bMedicaid\b/i },
      { name: 'Medi-Cal', words: /\bMedi-Cal\b/i },
    ],
    hotlines: [
      { number: 'samhsaHelpline', words: /\bSAMHSA(?:'s)? (?:free )?National Helpline\b|\bSAMHSA Helpline\b/i },
      { number: 'domesticViolenceHotline', words: /\bDomestic Violence Hotline\b/i },
      { number: 'poisonControl', words: /\bPoison Control\b/i },
    ],
    promisedTime: /\b(?:within|in|under|less than)(?: about| around| roughly| just)? (\d+) (minutes?|seconds?)\b/gi,
    seconds: /^seconds?$/i,
    figure: /\d+(?:\.\d+)? ?%|\b\d+ ?percent\b|\b\d+ (?:in|out of) \d+\b/i,
    needsWaiver: [
      { phrase: 'proven', words: /\bproven\b/i },
      { phrase: 'guarantee', words: /\bguarantee[sd]?\b/i },
      { phrase: 'no waiting list', words: /\bno waiting list\b/i },
      { phrase: 'emergency treatment', words: /\bemergency (?:treatment|detox)\b/i },
      { phrase: 'cure', words: /\bcure[sd]?\b/i },
    ],
  },
  es: {
    firstPerson: /\b(?:nosotros|nuestr[oa]s?|[a-zñ]+(?:amos|emos|imos))\b/i,
    negation: /\b(?:no|nunca|ni|ningún|ninguna|nadie|jamás)(?![\wáéíóúñ])/i,
    clauseBreak: /[,;:()\u2013\u2014]|\b(?:y|e|pero|aunque|mientras|así que)(?![\wáéíóúñ])/i,
    methadone: /\bmetadona\b/i,
    starting: /\b(?:inicia\w*|empieza\w*|empezar|comienza\w*|comenzar|ofrece\w*|proporciona\w*|damos|inducción)\b/i,
    opioidTreatmentProgram: /programa de tratamiento de opioides|\bOTPs?\b|clínica de metadona|programa de metadona/i,
    teenagers: /\b(?:adolescentes?|jóvenes)\b/i,
    care: /\b(?:tratamos|tratamiento|programa|atendemos|desintoxicación|terapia|admitimos)\b|\bayudamos a (?:adolescentes|jóvenes)\b/i,
    referral: /\b(?:encontrar|encuentre|buscar|busque|referir|referimos|conectar|conectamos)\b|\b(?:otro|otros|un) (?:programa|lugar)s?\b/i,
    accepting: /\b(?:aceptamos|acepta|aceptan|aceptado|trabajamos con|tomamos|facturamos|dentro de la red)\b/i,
    payers: [
      { name: 'Medicare', words: /\bMedicare\b/i },
      { name: 'Medicaid', words: /\bMedicaid\b/i },
      { name: 'Medi-Cal', words: /\bMedi-Cal\b/i },
    ],
    hotlines: [
      { number: 'samhsaHelpline', words: /Línea Nacional de Ayuda de SAMHSA|\bSAMHSA National Helpline\b|Línea de Ayuda de SAMHSA/i },
      { number: 'domesticViolenceHotline', words: /Línea Nacional contra la Violencia Doméstica|\bDomestic Violence Hotline\b/i },
      { number: 'poisonControl', words: /Línea de Ayuda para Envenenamientos|\bPoison Control\b/i },
    ],
    promisedTime: /\b(?:en|dentro de|menos de)(?: unos| unas| aproximadamente| solo)? (\d+) (minutos?|segundos?)\b/gi,
    seconds: /^segundos?$/i,
    figure: /\d+(?:[.,]\d+)? ?%|\b\d+ ?por ciento\b|\b\d+ de cada \d+\b/i,
    needsWaiver: [
      { phrase: 'proven', words: /\bcomprobad[oa]s?\b/i },
      { phrase: 'guarantee', words: /\bgarantiz\w*|\bgarantía\b/i },
      { phrase: 'no waiting list', words: /\bsin lista de espera\b/i },
      { phrase: 'emergency treatment', words: /\b(?:tratamiento|desintoxicación) de emergencia\b/i },
      { phrase: 'cure', words: /\bcura[rn]?\b|\bcurad[oa]\b/i },
    ],
  },
};
