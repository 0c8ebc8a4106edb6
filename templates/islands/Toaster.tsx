/**
 * Shows the toasts of runtime/toast.ts in an accessible live region; each dismisses itself. They sit
 * at the top, under the header (centred on a phone, at the right on a wider screen): a refused form
 * puts its first refused field in the middle of the screen, so above it are only fields already
 * right, and the ones still to fix stay in sight below it. At the bottom, a toast covered those.
 * When the keyboard moves to a control a toast covers (back up to the call button at the top of a
 * phone's screen), the toasts move to the other end of the screen (WCAG 2.4.11, focus not obscured).
 */
import { useEffect, useRef, useState } from 'react';
import { dismiss, subscribe, type Toast } from './runtime/toast.ts';
import { island } from './define.tsx';

/** At the bottom, above a page's call bar where it has one (the landing page's, on a phone: data-call-bar). */
const PLACES = { top: 'top-20 md:top-28', bottom: 'bottom-4', aboveCallBar: 'bottom-24 md:bottom-4' } as const;

type Place = keyof typeof PLACES;

/** How long after the last focus move or scroll the page counts as settled. */
const SETTLED_MS = 150;

function overlap(a: DOMRect, b: DOMRect): boolean {
  return a.bottom > b.top && b.bottom > a.top && a.right > b.left && b.right > a.left;
}

function ToasterView({ words }: { words: { region: string; dismiss: string } }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [place, setPlace] = useState<Place>('top');
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => subscribe(setToasts), []);
  // Each new toast starts at the top again (a new one replaces the one before, runtime/toast.ts).
  const newest = toasts[0]?.id;
  useEffect(() => {
    setPlace('top');
    if (newest === undefined) return undefined;
    // Once focus has landed and the page has stopped scrolling it into view (smoothly, over several
    // frames): a field that only passes beneath the toasts on its way does not move them. Stopped means
    // the page stands still from one frame to the next too: on a slow phone a smooth scroll's frames may
    // come further apart than SETTLED_MS, and the toasts moved to the bottom over the fields still to fix.
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame: number | undefined;
    const check = () => {
      clearTimeout(timer);
      if (frame !== undefined) cancelAnimationFrame(frame);
      timer = setTimeout(() => {
        const y = window.scrollY;
        frame = requestAnimationFrame(() => {
          frame = requestAnimationFrame(() => {
            frame = undefined;
            if (window.scrollY !== y) return check();
            const focused = document.activeElement;
            const box = list.current;
            if (!box || !focused || focused === document.body || box.contains(focused)) return;
            if (overlap(focused.getBoundingClientRect(), box.getBoundingClientRect())) setPlace((p) => (p !== 'top' ? 'top' : document.querySelector('[data-call-bar]') ? 'aboveCallBar' : 'bottom'));
          });
        });
      }, SETTLED_MS);
    };
    document.addEventListener('focusin', check);
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      clearTimeout(timer);
      if (frame !== undefined) cancelAnimationFrame(frame);
      document.removeEventListener('focusin', check);
      window.removeEventListener('scroll', check);
    };
  }, [newest]);
  return (
    <div role="region" aria-label={words.region} className={`pointer-events-none fixed inset-x-0 z-[60] flex justify-center px-4 md:justify-end ${PLACES[place]}`}>
      <ol ref={list} aria-live="assertive" className="flex w-full max-w-sm flex-col gap-3">
        {toasts.map((t) => (
          <li key={t.id} data-toast={t.variant} className={`pointer-events-auto rounded-xl p-4 shadow-xl ring-1 ${t.variant === 'destructive' ? 'bg-red-700 text-white ring-red-800' : 'bg-white text-ink ring-slate-200'}`}>
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="font-semibold">{t.title}</p>
                <p className={`mt-1 text-sm ${t.variant === 'destructive' ? 'text-red-50' : 'text-slate-700'}`}>{t.description}</p>
              </div>
              <button type="button" onClick={() => dismiss(t.id)} className="rounded px-1 text-lg leading-none" aria-label={words.dismiss}>×</button>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

export const Toaster = island('Toaster', ToasterView);
