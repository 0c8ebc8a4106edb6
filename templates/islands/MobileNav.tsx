/**
 * The mobile menu (SPEC 2.3): a toggle, and Treatment and Services groups that
 * expand and collapse independently. Built on <details> so it works without
 * JavaScript; with it, Escape closes the menu and choosing a link closes it.
 */
import { useEffect, useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import type { Navigation } from '../../contract/content/navigation.ts';
import { Icon } from '../partials/Icon.tsx';
import type { LanguageLink } from '../partials/LanguageSwitch.tsx';
import { island } from './define.tsx';

type Group = Navigation['treatment'];

function MobileGroup({ group, open, onToggle }: { group: Group; open: boolean; onToggle: () => void }) {
  return (
    <details className="group/m border-b border-slate-200" open={open}>
      <summary className="flex items-center justify-between px-1 py-3 text-base font-semibold text-ink" onClick={(e) => { e.preventDefault(); onToggle(); }}>
        {group.label}
        <Icon name="chevron" className="h-5 w-5 transition-transform group-open/m:rotate-180" />
      </summary>
      <ul className="pb-3 pl-2">
        {group.items.map((item) => (
          <li key={item.href}><a href={item.href} className="block rounded-md px-2 py-2 text-slate-700 hover:bg-brand-50">{item.label}</a></li>
        ))}
      </ul>
    </details>
  );
}

interface Words { menu: string; mobile: string; crisisLine: string; languages: string }

function MobileNavView({ navigation, crisis, words, languages }: { navigation: Navigation; crisis: { display: string; href: string }; words: Words; languages: LanguageLink[] }) {
  const [open, setOpen] = useState(false);
  const [groups, setGroups] = useState({ treatment: false, services: false });
  const summary = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      summary.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const closeOnLink = (e: MouseEvent) => { if ((e.target as Element).closest('a')) setOpen(false); };
  // Focus leaving the menu (Tab past its last link, a tap on the page) closes it: left open, the panel
  // would cover what takes focus next.
  const closeOnLeave = (e: FocusEvent) => { if (open && !(e.currentTarget as Element).contains(e.relatedTarget as Node | null)) setOpen(false); };
  return (
    <details className="group/menu" open={open} onBlur={closeOnLeave}>
      <summary ref={summary} className="flex h-11 w-11 items-center justify-center rounded-lg text-ink ring-1 ring-slate-300" aria-label={words.menu} onClick={(e) => { e.preventDefault(); setOpen(!open); }}>
        <Icon name="menu" />
      </summary>
      <div className="fixed inset-x-0 top-full max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 shadow-xl" onClick={closeOnLink}>
        <nav aria-label={words.mobile}>
          {navigation.sections.map((s) => (
            <a key={s.href} href={s.href} className="block border-b border-slate-200 px-1 py-3 text-base font-semibold text-ink">{s.label}</a>
          ))}
          <MobileGroup group={navigation.treatment} open={groups.treatment} onToggle={() => setGroups({ ...groups, treatment: !groups.treatment })} />
          <MobileGroup group={navigation.services} open={groups.services} onToggle={() => setGroups({ ...groups, services: !groups.services })} />
        </nav>
        <a href={crisis.href} className="mt-4 flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white">
          {/* The number kept whole: on a narrow phone the words go above it, not half of it. */}
          <Icon name="phone" className="h-5 w-5 shrink-0" /><span className="text-center">{words.crisisLine} <span className="whitespace-nowrap">{crisis.display}</span></span>
        </a>
        <a href={navigation.cta.href} className="mt-3 block rounded-lg bg-red-700 px-4 py-3 text-center font-semibold text-white">{navigation.cta.label}</a>
        {languages.length > 0 && (
          <nav aria-label={words.languages} className="mt-4">
            <ul className="flex justify-center gap-4">
              {languages.map((l) => <li key={l.tag}><a href={l.href} hrefLang={l.tag} lang={l.tag} className="inline-flex min-h-11 items-center px-2 font-semibold text-brand-800 underline underline-offset-2">{l.name}</a></li>)}
            </ul>
          </nav>
        )}
      </div>
    </details>
  );
}

export const MobileNav = island('MobileNav', MobileNavView);
