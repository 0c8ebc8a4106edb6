/**
 * Ad measurement only with consent. With a pixel id in site.yaml, every footer
 * has this island: a button that opens the choice, and the choice itself, a
 * banner with Allow and Decline of equal weight. On a page that measures ads
 * (the landing page) the banner opens by itself until the visitor has chosen,
 * and the pixel loads only once they allow it; nothing is requested from Meta
 * before. The choice is kept in this browser and can be changed at any time.
 * While the banner is open the page keeps focused elements clear of it
 * (--consent-banner sets scroll-padding-bottom, see styles.css), and it sits
 * above the landing page's call bar, never over it.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Messages } from '../../contract/content/messages.ts';
import { storedChoice, storeChoice, type AdChoice } from './runtime/consent.ts';
import { loadPixel, stopPixel } from './runtime/pixel.ts';
import { island } from './define.tsx';

interface Props {
  /** content/messages.yaml `consent`. */
  words: Messages['consent'];
  /** The privacy notice in the page's language. */
  privacyHref: string;
  pixelId: string;
  /** This page measures ads: ask by itself, and load the pixel once allowed. */
  measure: boolean;
}

const BANNER_ID = 'ad-consent';
const CHOICE = 'inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-5 py-3 text-base font-semibold text-white hover:bg-brand-800';

/** The landing page's call bar, when it shows (phones): the banner sits on top of it. */
function callBarHeight(): number {
  const bar = document.querySelector<HTMLElement>('[data-call-bar]');
  return bar && getComputedStyle(bar).display !== 'none' ? bar.offsetHeight : 0;
}

function AdConsentView({ pixelId, measure, words: T, privacyHref }: Props) {
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<AdChoice | null>(null);
  const [above, setAbove] = useState(0);
  const opener = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const banner = useRef<HTMLElement>(null);
  const openedByButton = useRef(false);

  useEffect(() => {
    const stored = storedChoice();
    setChoice(stored);
    if (measure && stored === 'granted') loadPixel(pixelId);
    if (measure && stored === null) setOpen(true);
  }, [pixelId, measure]);

  useEffect(() => {
    if (!open) return;
    if (openedByButton.current) heading.current?.focus();
    const root = document.documentElement;
    const place = () => {
      const bar = callBarHeight();
      setAbove(bar);
      root.style.setProperty('--consent-banner', `${(banner.current?.offsetHeight ?? 0) + bar}px`);
    };
    place();
    const watch = new ResizeObserver(place);
    if (banner.current) watch.observe(banner.current);
    window.addEventListener('resize', place);
    return () => {
      watch.disconnect();
      window.removeEventListener('resize', place);
      root.style.removeProperty('--consent-banner');
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    if (openedByButton.current) opener.current?.focus();
    openedByButton.current = false;
  };

  const decide = (next: AdChoice) => {
    storeChoice(next);
    setChoice(next);
    if (measure && next === 'granted') loadPixel(pixelId);
    if (next === 'denied') stopPixel();
    close();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') close();
  };

  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-expanded={open}
        aria-controls={open ? BANNER_ID : undefined}
        onClick={() => { openedByButton.current = true; setOpen(true); }}
        className="inline-flex min-h-6 items-center text-sm text-slate-200 underline-offset-2 hover:text-white hover:underline"
      >
        {T.choices}
      </button>
      {open && (
        <section
          ref={banner}
          id={BANNER_ID}
          aria-labelledby={`${BANNER_ID}-title`}
          onKeyDown={onKeyDown}
          style={{ bottom: `${above}px` }}
          className="fixed inset-x-0 z-[60] border-t border-slate-300 bg-white text-left text-ink shadow-[0_-8px_24px_rgba(15,23,42,0.18)]"
        >
          <div className="mx-auto max-w-6xl px-4 py-4 sm:px-6 sm:py-5 lg:flex lg:items-center lg:gap-10 lg:px-8">
            <div className="lg:flex-1">
              <h2 ref={heading} id={`${BANNER_ID}-title`} tabIndex={-1} className="text-lg font-bold">{T.title}</h2>
              <p className="mt-2 text-sm leading-relaxed text-slate-700 sm:text-base">{measure ? T.bodyHere : T.bodyElsewhere}</p>
              <p className="mt-2 text-sm text-slate-700">
                {choice === null ? T.status.none : T.status[choice]}{' '}
                <a href={privacyHref} className="font-medium text-brand-800 underline underline-offset-2">{T.more}</a>
              </p>
            </div>
            <div className="mt-3 grid shrink-0 grid-cols-2 gap-3 sm:max-w-md lg:mt-0 lg:w-80">
              <button type="button" className={CHOICE} onClick={() => decide('granted')}>{T.allow}</button>
              <button type="button" className={CHOICE} onClick={() => decide('denied')}>{T.decline}</button>
            </div>
          </div>
        </section>
      )}
    </>
  );
}

export const AdConsent = island('AdConsent', AdConsentView);
