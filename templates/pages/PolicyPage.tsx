/**
 * The privacy notice, the Notice of Privacy Practices, the notice of
 * nondiscrimination and the accessibility statement: plain sections, language taglines, and whom to call or write.
 * A section meant only for a site with (or without) an ad pixel shows only then.
 */
import { POLICY_CONTACT_ANCHOR } from '../../contract/routes.ts';
import type { PolicyPage as Data, PolicySection } from '../../contract/content/policy.ts';
import { resolveHref } from '../../contract/phone.ts';
import { usePage } from '../context.ts';
import { formatDate } from '../partials/dates.ts';
import { PlaceholderMark } from '../partials/LicenseNotice.tsx';
import { wholeNumbers } from '../partials/phones.tsx';
import { fill } from '../../contract/messages.ts';

const LINK = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';

function DraftNote({ text }: { text: string }) {
  return <p className="mt-2 inline-block rounded-md bg-amber-100 px-2.5 py-1 text-sm font-semibold text-amber-950 ring-1 ring-amber-300" data-draft>{text}</p>;
}

function Links({ links }: { links: NonNullable<PolicySection['links']> }) {
  const { site } = usePage();
  return (
    <ul className="mt-4 flex flex-wrap gap-3">
      {links.map((l) => (
        <li key={l.label}>
          <a href={'url' in l ? l.url : resolveHref(l.href, site)} className="inline-flex min-h-11 items-center rounded-lg px-4 py-2 font-semibold text-brand-800 ring-1 ring-inset ring-brand-700 hover:bg-brand-50">{l.label}</a>
        </li>
      ))}
    </ul>
  );
}

function Part({ section }: { section: PolicySection }) {
  const { messages } = usePage();
  const T = messages.policy;
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="mt-10 first:mt-0">
      <h2 id={`${section.id}-title`} className="text-2xl font-bold text-ink">{section.title}</h2>
      {section.counselReview && <DraftNote text={T.counselPending} />}
      {section.paragraphs?.map((p) => <p key={p} className="mt-4 leading-relaxed">{wholeNumbers(p)}</p>)}
      {section.list && <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed">{section.list.map((i) => <li key={i}>{wholeNumbers(i)}</li>)}</ul>}
      {section.links && <Links links={section.links} />}
    </section>
  );
}

/** The crisis line inside a tagline as a call link, kept left-to-right inside right-to-left text. */
function WithPhone({ text }: { text: string }) {
  const { site } = usePage();
  const [first, ...rest] = text.split(site.crisisLine.display);
  return (
    <>
      {first}
      {rest.map((after, i) => (
        <span key={i}><a href={resolveHref('tel:crisis', site)} dir="ltr" className={`whitespace-nowrap ${LINK}`}>{site.crisisLine.display}</a>{after}</span>
      ))}
    </>
  );
}

function Taglines({ taglines }: { taglines: NonNullable<Data['taglines']> }) {
  const { messages } = usePage();
  const T = messages.policy;
  return (
    <section id={taglines.id} aria-labelledby={`${taglines.id}-title`} className="mt-12">
      <h2 id={`${taglines.id}-title`} className="text-2xl font-bold text-ink">{taglines.title}</h2>
      {taglines.counselReview && <DraftNote text={T.translatorPending} />}
      <p className="mt-4 leading-relaxed">{wholeNumbers(taglines.intro)}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {taglines.items.map((t) => (
          <li key={t.lang} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
            <p className="font-semibold text-ink"><span lang={t.lang} dir={t.dir}>{t.name}</span> <span className="text-sm font-normal text-slate-600">({t.language})</span></p>
            <p lang={t.lang} dir={t.dir} className="mt-2 leading-relaxed"><WithPhone text={t.text} /></p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Contact({ contact }: { contact: Data['contact'] }) {
  const { messages } = usePage();
  const T = messages.policy;
  const { site } = usePage();
  const a = site.address;
  const c = site.compliance;
  return (
    <section id={POLICY_CONTACT_ANCHOR} aria-labelledby="contact-title" className="mt-12 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8">
      <h2 id="contact-title" className="text-2xl font-bold text-ink">{contact.title}</h2>
      <p className="mt-3 leading-relaxed">{contact.text}</p>
      <dl className="mt-6 grid gap-5 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold uppercase tracking-wide text-slate-600">{T.contactWho}</dt>
          <dd className="mt-1">{c.title}{c.placeholder && <PlaceholderMark />}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold uppercase tracking-wide text-slate-600">{T.contactCall}</dt>
          <dd className="mt-1"><a href={resolveHref('tel:crisis', site)} className={LINK}>{site.crisisLine.display}</a> · {T.contactTty} <a href="tel:711" className={LINK}>711</a></dd>
        </div>
        <div>
          <dt className="text-sm font-semibold uppercase tracking-wide text-slate-600">{T.contactEmail}</dt>
          <dd className="mt-1 wrap-anywhere"><a href={`mailto:${c.email}`} className={LINK}>{c.email}</a></dd>
        </div>
        <div>
          <dt className="text-sm font-semibold uppercase tracking-wide text-slate-600">{T.contactWrite}</dt>
          <dd className="mt-1">
            <address className="not-italic leading-relaxed">{site.name}<br />{fill(T.attention, { title: c.title })}<br />{a.street}<br />{a.locality}, {a.city}, {a.region} {a.postalCode}</address>
          </dd>
        </div>
      </dl>
    </section>
  );
}

export function PolicyPage({ data }: { data: Data }) {
  const { messages } = usePage();
  const T = messages.policy;
  const { site } = usePage();
  const shown = data.sections.filter((s) => !s.when || (s.when === 'pixel') === Boolean(site.pixelId));
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{data.heading}</h1>
          <p className="mt-4 text-lg leading-relaxed text-brand-50">{data.intro}</p>
          <p className="mt-6 text-sm text-brand-50">{T.lastUpdated} <time dateTime={data.lastUpdated}>{formatDate(data.lastUpdated, messages.dateLocale)}</time></p>
        </div>
      </section>
      <div className="mx-auto max-w-3xl px-4 py-12 text-slate-800 sm:px-6 sm:py-16">
        {shown.length > 4 && (
          <nav aria-label={T.onThisPage} className="mb-12 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
            <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{T.onThisPage}</h2>
            <ul className="mt-3 grid gap-x-6 sm:grid-cols-2">
              {shown.map((s) => <li key={s.id}><a href={`#${s.id}`} className={`inline-flex min-h-8 items-center ${LINK}`}>{s.title}</a></li>)}
            </ul>
          </nav>
        )}
        {shown.map((s) => <Part key={s.id} section={s} />)}
        {data.taglines && <Taglines taglines={data.taglines} />}
        <Contact contact={data.contact} />
      </div>
    </>
  );
}
