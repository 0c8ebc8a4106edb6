/**
 * Phone actions: content writes a number's role (tel:crisis), never its digits,
 * so each number lives once in site.yaml. The schema accepts exactly these
 * actions; templates turn them into real tel:/sms: links and labels.
 */
import type { Site } from './content/site.ts';

export const PHONE_ACTIONS = ['tel:crisis', 'tel:911', 'tel:988', 'tel:poison', 'tel:samhsa', 'tel:domestic-violence', 'sms:crisis'] as const;
export type PhoneAction = (typeof PHONE_ACTIONS)[number];

type Numbers = Pick<Site, 'crisisLine' | 'poisonControl' | 'samhsaHelpline' | 'domesticViolenceHotline'>;

/** The number each symbolic action dials, as written in site.yaml or fixed by law (911, 988). */
function numberOf(action: PhoneAction, site: Numbers): { tel: string; display: string } {
  switch (action) {
    case 'tel:crisis':
    case 'sms:crisis': return site.crisisLine;
    case 'tel:poison': return site.poisonControl;
    case 'tel:samhsa': return site.samhsaHelpline;
    case 'tel:domestic-violence': return site.domesticViolenceHotline;
    case 'tel:911': return { tel: '911', display: '911' };
    case 'tel:988': return { tel: '988', display: '988' };
  }
}

const isPhoneAction = (href: string): href is PhoneAction => (PHONE_ACTIONS as readonly string[]).includes(href);

/** A content href as the browser needs it: tel:crisis -> tel:+18185550142; anything else unchanged. */
export function resolveHref(href: string, site: Numbers): string {
  if (!isPhoneAction(href)) return href;
  const scheme = href.slice(0, href.indexOf(':') + 1);
  return `${scheme}${numberOf(href, site).tel}`;
}

/** What a phone action dials, for labels such as "Call 911"; undefined for other links. */
export function phoneLabel(href: string, site: Numbers): string | undefined {
  return isPhoneAction(href) ? numberOf(href, site).display : undefined;
}

/**
 * A North American phone number as texts write it: (818) 555-0142, 1-800-222-1222, 818-555-0142.
 * Pages keep each on one line (templates/partials/phones.tsx): browsers break a line after a hyphen.
 * Global, for matchAll and search, which start from the beginning; test and exec would move its lastIndex.
 */
export const PHONE_IN_TEXT = /(?:\b1-)?(?:\(\d{3}\) |\b\d{3}-)\d{3}-\d{4}\b/g;

/** `text` cut into its stretches, in order: each phone number in it (PHONE_IN_TEXT), and the text between, none empty. */
export function phoneStretches(text: string): { text: string; phone: boolean }[] {
  const stretches: { text: string; phone: boolean }[] = [];
  let last = 0;
  for (const { 0: number, index } of text.matchAll(PHONE_IN_TEXT)) {
    if (index > last) stretches.push({ text: text.slice(last, index), phone: false });
    stretches.push({ text: number, phone: true });
    last = index + number.length;
  }
  if (last < text.length) stretches.push({ text: text.slice(last), phone: false });
  return stretches;
}
