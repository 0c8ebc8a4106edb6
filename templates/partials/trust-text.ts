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

export const CONSENT_TEXT = {
  /** The footer button that opens the choice again. */
  choices: 'Ad measurement choices',
  title: 'May we measure our ads?',
  /** On a page where the pixel would load (the page the ads lead to). */
  bodyHere: 'Meta, which runs our Facebook and Instagram ads, can measure them on this page if you allow it. It would learn that you visited and whether you called or sent the form, never what you type. Nothing is sent unless you choose Allow.',
  /** On every other page, opened from the footer. */
  bodyElsewhere: 'Meta, which runs our Facebook and Instagram ads, can measure them on the page those ads lead to if you allow it. It would learn that you visited and whether you called or sent the form, never what you type. No other page sends it anything.',
  status: { none: 'Not chosen yet: nothing is sent.', granted: 'Your choice: allowed.', denied: 'Your choice: not allowed.' },
  more: 'Privacy notice',
  allow: 'Allow',
  decline: 'Decline',
} as const;
