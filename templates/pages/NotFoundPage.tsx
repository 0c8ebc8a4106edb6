/** The not-found page (SPEC 2.9), published as 404.html. */
import type { NotFoundPage as Data } from '../../contract/content/not-found.ts';
import { usePage } from '../context.ts';
import { NotFoundLog } from '../islands/NotFoundLog.tsx';
import { ActionLink, CrisisCall } from '../partials/Button.tsx';

export function NotFoundPage({ data }: { data: Data }) {
  const { href } = usePage();
  return (
    <section className="bg-slate-50">
      <div className="mx-auto max-w-2xl px-4 py-24 text-center sm:py-32">
        <p className="text-7xl font-bold text-brand-700">{data.heading}</p>
        <h1 className="mt-4 text-3xl font-bold text-ink">{data.message}</h1>
        <p className="mt-4 text-lg text-slate-700">{data.helpText}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ActionLink action={{ label: data.homeLabel, href: href('/'), variant: 'primary' }} />
          <CrisisCall variant="secondary" />
        </div>
      </div>
      <NotFoundLog />
    </section>
  );
}
