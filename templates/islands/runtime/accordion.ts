/**
 * Accordion behaviour on <details>/<summary>: one item open at a time, a
 * second click closes it, and Home, End, ArrowUp and ArrowDown move focus
 * between the summaries (the WAI-ARIA accordion keys). Without JavaScript the
 * same markup still opens and closes.
 */
import { useState, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react';

const KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End']);

/** Move focus among the summaries of the accordion that contains `from`. */
export function moveFocus(from: HTMLElement, key: string): boolean {
  if (!KEYS.has(key)) return false;
  const root = from.closest('[data-accordion]');
  if (!root) return false;
  const all = [...root.querySelectorAll<HTMLElement>('summary')].filter((s) => s.offsetParent !== null);
  const i = all.indexOf(from);
  const target = key === 'Home' ? all[0] : key === 'End' ? all[all.length - 1] : key === 'ArrowDown' ? all[(i + 1) % all.length] : all[(i - 1 + all.length) % all.length];
  target?.focus();
  return true;
}

/** The props one item's <details> and <summary> take from useAccordion. */
export type AccordionItem = ReturnType<ReturnType<typeof useAccordion>>;

export function useAccordion() {
  const [open, setOpen] = useState(-1);
  return (index: number) => ({
    details: {
      open: open === index,
      onToggle: (e: SyntheticEvent<HTMLDetailsElement>) => {
        // Keeps state right when the browser opens an item itself (find in page).
        const isOpen = e.currentTarget.open;
        if (isOpen && open !== index) setOpen(index);
        if (!isOpen && open === index) setOpen(-1);
      },
    },
    summary: {
      onClick: (e: MouseEvent) => {
        e.preventDefault();
        setOpen(open === index ? -1 : index);
      },
      onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
        if (moveFocus(e.currentTarget, e.key)) e.preventDefault();
      },
    },
  });
}
