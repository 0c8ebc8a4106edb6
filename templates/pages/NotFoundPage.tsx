/** The not-found page (SPEC 2.9), published as 404.html. */
import type { NotFoundPage as Data } from '../../contract/content/not-found.ts';
import { NotFoundLog } from '../islands/NotFoundLog.tsx';
import { CrisisCall } from '../partials/Button.tsx';

export function NotFoundPage({ data }: { data: Data }) {
  return (
    <section className="bg-slate-50">
      <div className="mx-auto max-w-2xl px-4 py-24 text-center sm:py-32">
        <p className="text-7xl font-bold text-brand-700">{data.heading}</p>
        <h1 className="mt-4 text-3xl font-bold text-ink">{data.message}</h1>
        <p className="mt-4 text-lg text-slate-700">{data.helpText}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a href="/" className="inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">{data.homeLabel}</a>
          <CrisisCall variant="secondary" />
        </div>
      </div>
      <NotFoundLog />
    </section>
  );
}
