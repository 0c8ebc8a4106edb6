/**
 * The desktop menu bar (SPEC 2.3). Dropdowns open on hover and keyboard focus
 * (CSS, so they work without JavaScript); with JavaScript the buttons also
 * toggle them, report aria-expanded, and Escape closes and returns focus.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Navigation } from '../../contract/content/navigation.ts';
import { Icon } from '../partials/Icon.tsx';
import { island } from './define.tsx';

type Group = Navigation['treatment'];

function Dropdown({ group, id }: { group: Group; id: string }) {
  const [open, setOpen] = useState(false);
  // Closed by Escape or a click: hidden although hovered or focused, until the pointer comes back or focus leaves.
  const [hidden, setHidden] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (e: MouseEvent) => { if (!root.current?.contains(e.target as Node)) setOpen(false); };
    document.addEventListener('click', outside);
    return () => document.removeEventListener('click', outside);
  }, [open]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    setOpen(false);
    setHidden(true);
    button.current?.focus();
  };
  const shown = open ? 'visible opacity-100' : 'invisible opacity-0 group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100';
  return (
    <div
      ref={root}
      className="group relative"
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHidden(false)}
      onMouseLeave={() => setHidden(!open && !!root.current?.contains(document.activeElement))}
      onBlur={(e) => { if (!root.current?.contains(e.relatedTarget as Node | null)) { setOpen(false); setHidden(false); } }}
    >
      <button ref={button} type="button" aria-expanded={open} aria-controls={id} onClick={() => { setOpen(!open); setHidden(open); }} className="flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-800">
        {group.label}
        <Icon name="chevron" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={id} className={`absolute left-0 top-full z-50 w-64 pt-2 transition ${hidden ? '!invisible !opacity-0' : shown}`}>
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
  return (
    <nav aria-label={label} className="hidden items-center gap-1 lg:flex">
      {navigation.sections.map((s) => (
        <a key={s.href} href={s.href} className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-800">{s.label}</a>
      ))}
      <Dropdown group={navigation.treatment} id="menu-treatment" />
      <Dropdown group={navigation.services} id="menu-services" />
    </nav>
  );
}

export const DesktopNav = island('DesktopNav', DesktopNavView);
