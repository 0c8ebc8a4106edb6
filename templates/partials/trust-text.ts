/**
 * The interface words of the license notice, the policy links and the ad
 * consent banner, in one place so that a translation finds them together.
 * Page copy itself lives in content/.
 */
export const LICENSE_TEXT = {
  /** Health and Safety Code 11831.12 asks for these words, verbatim when the department is DHCS. */
  licensedBy: (department: string) => `Licensed by the ${department}.`,
  number: (n: string) => `License No. ${n}`,
  expires: (date: string) => `expires ${date}`,
  record: 'View the license record',
  /** Health and Safety Code 11831.5. */
  statusBefore: 'You can check on the department\u2019s website whether a facility\u2019s license has been placed on probation, suspended or revoked: ',
  statusLink: 'DHCS list of license actions',
  accredited: 'Accredited by',
  /** Shown next to a stand-in value while the content still marks it placeholder (never in a production build). */
  placeholder: 'placeholder',
} as const;

export const POLICY_TEXT = {
  lastUpdated: 'Last updated',
  onThisPage: 'On this page',
  /** Beside a section still marked `counselReview: pending` (never in a production build). */
  counselPending: 'Draft: the center\u2019s counsel must confirm this before launch',
  translatorPending: 'Draft: a qualified translator must check these before launch',
  contactWho: 'Who to contact',
  contactCall: 'Call, 24 hours a day',
  contactTty: 'TTY',
  contactEmail: 'Email',
  contactWrite: 'Write to',
  attention: (title: string) => `Attn: ${title}`,
} as const;

export const FOOTER_TEXT = {
  policies: 'Policies',
} as const;
