/**
 * The in-page anchors a given page offers, so that links such as
 * /#consultation-form or #crisis-contact can be checked before anything is
 * rendered. The names are in contract/routes.ts, which the templates use too;
 * a test checks every anchor listed here is present in the built HTML.
 */
import { FAQ_ANCHORS, GUIDE_ANCHORS, HOME_ANCHORS, LANDING_ANCHORS, MAIN_ANCHOR, POLICY_CONTACT_ANCHOR, TREATMENT_ANCHORS, type PageKind } from '../../contract/routes.ts';

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
    case 'not-sent':
    case 'inbox':
      break;
  }
  return ids;
}
