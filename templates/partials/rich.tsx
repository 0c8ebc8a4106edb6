/** A message of content/messages.yaml whose {{slots}} are elements (links, bold numbers). */
import { Fragment, type ReactNode } from 'react';

/** The message as children: its text with each {{slot}} replaced by the element given for it. */
export function rich(message: string, parts: Record<string, ReactNode>): ReactNode[] {
  return message.split(/\{\{\s*([a-zA-Z][a-zA-Z0-9]*)\s*\}\}/).map((piece, i) => (i % 2 ? <Fragment key={i}>{parts[piece]}</Fragment> : piece));
}
