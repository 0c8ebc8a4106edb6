/**
 * The in-page anchors each kind of page offers, so that links such as
 * /#consultation-form or #crisis-contact can be checked before anything is
 * rendered. Templates import these names; a test checks every anchor listed
 * here is present in the built HTML.
 */
import type { PageKind } from './registry.ts';

export const HOME_ANCHORS = {
  about: 'about',
  services: 'services',
  addictions: 'addictions',
  facility: 'facility',
  amenities: 'amenities',
  team: 'team',
  help: 'immediate-help',
  faq: 'faq',
  contact: 'contact',
  insuranceForm: 'insurance-form',
  consultationForm: 'consultation-form',
} as const;

export const TREATMENT_ANCHORS = {
  overview: 'overview',
  signs: 'signs',
  approach: 'approach',
  insurance: 'insurance',
  faq: 'faq',
  contact: 'contact',
  related: 'related',
  emergency: 'emergency',
} as const;

export const GUIDE_ANCHORS = { facts: 'key-facts', sections: 'medical-information', citations: 'citations', disclaimer: 'disclaimer' } as const;
export const FAQ_ANCHORS = { questions: 'questions', contact: 'contact' } as const;
export const LANDING_ANCHORS = { form: 'insurance-form', gallery: 'gallery', faq: 'faq', cta: 'call' } as const;

/** The contact card that closes every policy page. */
export const POLICY_CONTACT_ANCHOR = 'contact';

/** Present on every page: the skip link's target. */
export const MAIN_ANCHOR = 'main';

interface AnchorInput {
  kind: PageKind;
  data: Record<string, unknown>;
}

export function anchorsOf({ kind, data }: AnchorInput): Set<string> {
  const ids = new Set<string>([MAIN_ANCHOR]);
  const add = (o: Record<string, string>) => Object.values(o).forEach((id) => ids.add(id));
  switch (kind) {
    case 'home': add(HOME_ANCHORS); break;
    case 'service':
    case 'treatment':
      add(TREATMENT_ANCHORS);
      if (!data.insurance) ids.delete(TREATMENT_ANCHORS.insurance);
      if (kind === 'service') ids.delete(TREATMENT_ANCHORS.contact);
      break;
    case 'guide': add(GUIDE_ANCHORS); break;
    case 'faq': add(FAQ_ANCHORS); break;
    case 'landing': add(LANDING_ANCHORS); break;
    case 'crisis':
      for (const block of (data.sections as { id?: string }[] | undefined) ?? []) if (block.id) ids.add(block.id);
      break;
    case 'policy':
      // A section shown only with (or without) an ad pixel is not always there to link to.
      for (const s of (data.sections as { id: string; when?: string }[] | undefined) ?? []) if (!s.when) ids.add(s.id);
      if (data.taglines) ids.add((data.taglines as { id: string }).id);
      ids.add(POLICY_CONTACT_ANCHOR);
      break;
    case 'not-found':
    case 'thank-you':
      break;
  }
  return ids;
}
