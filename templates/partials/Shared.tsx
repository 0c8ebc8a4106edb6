/**
 * Shared parts: markup that is the same on every page of a language, such as the header and the
 * footer. A template places one with <Shared part="header" />; the renderer renders each part once
 * per language and build and splices it into every page that places it (a test builds the shipped
 * site both ways and compares every byte). A shared part may not read the page's route: reading it
 * while the part is rendered throws. A part that must differ by page leaves a marker the renderer
 * fills in per page, as the language switcher does (LanguageSwitch.tsx).
 */
import type { ComponentType } from 'react';
import { usePage } from '../context.ts';
import { EmergencyBlock, TalkToUs } from './Emergency.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

export const SHARED_PARTS = { header: Header, footer: Footer, emergency: EmergencyBlock, talk: TalkToUs } satisfies Record<string, ComponentType>;

export type SharedPartName = keyof typeof SHARED_PARTS;

/** The element a part leaves in a page for the renderer to replace, as React writes it: its start, the part's name, its end. */
export const SLOT_START = '<template data-shared="';
export const SLOT_END = '"></template>';

export function Shared({ part }: { part: SharedPartName }) {
  const { sharedParts } = usePage();
  if (sharedParts === 'slots') return <template data-shared={part} />;
  const Part = SHARED_PARTS[part];
  return <Part />;
}
