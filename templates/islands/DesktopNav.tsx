/**
 * The desktop menu bar (SPEC 2.3). Each dropdown is a disclosure, as the WAI-ARIA navigation pattern has it:
 * the pointer hovering it opens it, keyboard focus on its button alone does not (Tab goes on to the next
 * control), a click, Enter or Space toggles it, Escape closes it and returns focus to the button, and focus
 * leaving it closes it. aria-expanded always says whether the list is shown, hover included.
 *
 * Before this island has hydrated, and without JavaScript, the button can do nothing: CSS then shows the list
 * on hover and on keyboard focus (the `menus-unhydrated` variant of templates/styles.css), so its links can
 * still be reached with the keyboard. Once hydrated, the island marks <html> with HYDRATED_ATTRIBUTE, which
 * turns that CSS off, and only the state below shows the list.
 */
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import type { Navigation } from '../../contract/content/navigation.ts';
import { Icon } from '../partials/Icon.tsx';
import { island } from './define.tsx';

type Group = Navigation['treatment'];

/** Set on <html> once the dropdowns answer to script (outside the island, so hydration leaves its HTML as served). */
export const HYDRATED_ATTRIBUTE = 'data-menus-hydrated';

/** Before hydration: hover and keyboard focus show the list, as they must without JavaScript. */
const UNHYDRATED = 'menus-unhydrated:group-hover:visible menus-unhydrated:group-hover:opacity-100 menus-unhydrated:group-focus-within:visible menus-unhydrated:group-focus-within:opacity-100';

/**
 * `pinned`: opened by a click, Enter or Space, open wherever the pointer goes until closed; one dropdown
 * at a time (the menu bar keeps which). `pin` opens or closes it so; `onEnter`: the pointer came over it.
 */
function Dropdown({ group, id, pinned, pin, onEnter }: { group: Group; id: string; pinned: boolean; pin: (on: boolean) => void; onEnter: () => void }) {
  // The pointer is over the button or the list.
  const [hovered, setHovered] = useState(false);
  // Closed by a click or Escape under the pointer: stays closed until the pointer leaves and comes back.
  const [dismissed, setDismissed] = useState(false);
  const open = pinned || (hovered && !dismissed);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // Taking over from the CSS that showed the list before hydration: a list the pointer is over, or whose link
  // has focus, stays open.
  useEffect(() => {
    if (root.current?.matches(':hover')) setHovered(true);
    const focused = document.activeElement;
    if (focused && focused !== button.current && root.current?.contains(focused)) pin(true);
  }, []);

  useEffect(() => {
    if (!pinned) return;
    const outside = (e: globalThis.MouseEvent) => { if (!root.current?.contains(e.target as Node)) pin(false); };
    document.addEventListener('click', outside);
    return () => document.removeEventListener('click', outside);
  }, [pinned]);

  const close = () => {
    pin(false);
    setDismissed(true);
  };
  // Enter and Space (a click of detail 0) toggle what is shown; a pointer's click on a list its hover opened
  // keeps it open once the pointer leaves, and the next click closes it.
  const onClick = (e: MouseEvent) => {
    if (pinned || (open && e.detail === 0)) close();
    else pin(true);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    close();
    button.current?.focus();
  };
  const onMouseLeave = () => {
    setHovered(false);
    setDismissed(false);
    // A keyboard user in the list keeps it, wherever the pointer goes.
    if (root.current?.querySelector('a:focus-visible')) pin(true);
  };
  // Focus leaving the button and its list (Tab, Shift+Tab, a click elsewhere) closes what a click opened.
  const onBlur = (e: FocusEvent) => { if (!root.current?.contains(e.relatedTarget as Node | null)) pin(false); };
  return (
    <div
      ref={root}
      className="group relative"
      onKeyDown={onKeyDown}
      onMouseEnter={() => { setHovered(true); setDismissed(false); onEnter(); }}
      onMouseLeave={onMouseLeave}
      onBlur={onBlur}
    >
      <button ref={button} type="button" aria-expanded={open} aria-controls={id} onClick={onClick} className="flex items-center gap-1 rounded-md px-2 py-2 text-sm 2xl:px-3 font-medium text-slate-700 hover:text-brand-800">
        {group.label}
        <Icon name="chevron" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={id} className={`absolute left-0 top-full z-50 w-64 pt-2 transition ${open ? 'visible opacity-100' : `invisible opacity-0 ${UNHYDRATED}`}`}>
        <ul className="max-h-[70vh] overflow-auto rounded-xl bg-white p-2 shadow-xl ring-1 ring-slate-200">
          {group.items.map((item) => (
            <li key={item.href}>
              <a href={item.href} className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800">{item.label}</a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * After arriving on the home page from a section link (/#team), scroll to it again once the page has settled.
 * Smoothly only as the page's CSS allows (not when the visitor asks for reduced motion).
 */
export const ARRIVAL_SCROLL_MS = 100;

function useArrivalScroll(home: string) {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (window.location.pathname !== home || !id) return;
    const timer = setTimeout(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }), ARRIVAL_SCROLL_MS);
    return () => clearTimeout(timer);
  }, [home]);
}

/** `home`: the home page of the page's language (/ or /es), whose sections the menu links to. */
function DesktopNavView({ navigation, label, home }: { navigation: Navigation; label: string; home: string }) {
  useArrivalScroll(home);
  useEffect(() => { document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ''); }, []);
  // The one dropdown a click opened, if any: the pointer coming over the other closes it, so they never overlap.
  const [pinned, setPinned] = useState<string | null>(null);
  const dropdown = (group: Group, id: string) => (
    <Dropdown group={group} id={id} pinned={pinned === id}
      pin={(on) => setPinned((p) => (on ? id : p === id ? null : p))}
      onEnter={() => setPinned((p) => (p === id ? p : null))} />
  );
  return (
    <nav aria-label={label} className="hidden items-center gap-1 xl:flex">
      {navigation.sections.map((s) => (
        <a key={s.href} href={s.href} className="rounded-md px-2 py-2 text-sm 2xl:px-3 font-medium text-slate-700 hover:text-brand-800">{s.label}</a>
      ))}
      {dropdown(navigation.treatment, 'menu-treatment')}
      {dropdown(navigation.services, 'menu-services')}
    </nav>
  );
}

export const DesktopNav = island('DesktopNav', DesktopNavView);
