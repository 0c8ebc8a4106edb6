/** Grids of simple cards and stats, shared by several page kinds. */
import type { ReactNode } from 'react';
import type { Stat } from '../../contract/content/common.ts';
import { usePage } from '../context.ts';
import { wholeNumbers } from './phones.tsx';
import { Cited, SourceLine, sourceWords } from './sources.tsx';

export function CardGrid({ children, cols = 'md:grid-cols-2 lg:grid-cols-4' }: { children: ReactNode; cols?: string }) {
  return <div className={`grid gap-5 ${cols}`}>{children}</div>;
}

/** A white card: an optional accent (an icon) above the title, then the description and anything else. */
export function Card({ title, description, source, accent, children, as: Box = 'div' }: {
  title: string;
  description?: string;
  /** Where a figure in the description comes from, shown under it. */
  source?: string;
  accent?: ReactNode;
  children?: ReactNode;
  /** 'li' inside a list. */
  as?: 'div' | 'li';
}) {
  return (
    <Box className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      {accent}
      <h3 className="text-lg font-semibold text-ink">{wholeNumbers(title)}</h3>
      {description && <p className="mt-2 leading-relaxed text-slate-700">{wholeNumbers(description)}</p>}
      {source && <Source source={source} />}
      {children}
    </Box>
  );
}

function Source({ source }: { source: string }) {
  return <SourceLine source={source} words={sourceWords(usePage())} className="mt-2 text-xs text-slate-600" />;
}

export function Stats({ stats, light = false }: { stats: readonly Stat[]; light?: boolean }) {
  const words = sourceWords(usePage());
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      {stats.map((s) => (
        <div key={s.label} className={`flex flex-col-reverse rounded-xl px-4 py-4 text-center ${light ? 'bg-white/10 ring-1 ring-white/25' : 'bg-brand-50 ring-1 ring-brand-100'}`}>
          <dt className={`order-2 text-sm ${light ? 'text-brand-50' : 'text-slate-700'}`}>{s.label}{s.source && <span className="mt-1 block text-xs"><Cited source={s.source} words={words} /></span>}</dt>
          <dd className={`text-2xl font-bold ${light ? 'text-white' : 'text-brand-800'}`}>{s.number}</dd>
        </div>
      ))}
    </dl>
  );
}
