/** The interface words of the ad consent banner. */
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
