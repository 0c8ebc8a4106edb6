/** A page section: an anchor id, a heading with optional intro, and a centred container. */
import type { ReactNode } from 'react';
import { wholeNumbers } from './phones.tsx';

const TONES = {
  white: 'bg-white',
  tint: 'bg-slate-50',
  brand: 'bg-brand-800 text-white',
  urgent: 'bg-red-50',
} as const;

export function Section(props: { id?: string; title?: string; intro?: string; tone?: keyof typeof TONES; children: ReactNode; headingLevel?: 'h2' | 'h3' }) {
  const { id, title, intro, tone = 'white', children } = props;
  const Heading = props.headingLevel ?? 'h2';
  const light = tone === 'brand';
  return (
    <section id={id} className={`${TONES[tone]} py-14 sm:py-20`} aria-labelledby={id && title ? `${id}-title` : undefined}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        {title && (
          <div className="mx-auto mb-10 max-w-3xl text-center">
            <Heading id={id ? `${id}-title` : undefined} className={`text-3xl font-bold tracking-tight sm:text-4xl ${light ? 'text-white' : 'text-ink'}`}>{title}</Heading>
            {intro && <p className={`mt-4 text-lg leading-relaxed ${light ? 'text-brand-50' : 'text-slate-700'}`}>{wholeNumbers(intro)}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
