/** The noindex crisis landing page (SPEC 2.8): its own top bar, the insurance-check form, a sticky call bar on phones. */
import { LANDING_ANCHORS as A } from '../../contract/routes.ts';
import type { LandingPage as Data } from '../../contract/content/landing.ts';
import { resolveHref } from '../../contract/phone.ts';
import { usePage } from '../context.ts';
import { CrisisCall } from '../partials/Button.tsx';
import { Card, CardGrid } from '../partials/Cards.tsx';
import { Accordion } from '../islands/Accordion.tsx';
import { CallTracking } from '../islands/CallTracking.tsx';
import { CrisisForm } from '../islands/CrisisForm.tsx';
import { Gallery } from '../islands/Gallery.tsx';
import { Toaster } from '../islands/Toaster.tsx';
import { photos } from '../partials/photos.ts';
import { Icon } from '../partials/Icon.tsx';
import { LicenseNotice } from '../partials/LicenseNotice.tsx';
import { PolicyLinks } from '../partials/PolicyLinks.tsx';
import { Section } from '../partials/Section.tsx';
import { useLanguageField } from '../partials/FormFields.tsx';
import { sourceWords } from '../partials/sources.tsx';

export function LandingPage({ data }: { data: Data }) {
  const page = usePage();
  const { site, image, messages } = page;
  const tel = resolveHref('tel:crisis', site);
  const crisis = { display: site.crisisLine.display, href: tel };
  const languageField = useLanguageField();
  return (
    <>
      {/* Sticky from tablets up; on phones the call bar at the bottom does its job, and the whole sentence shows. */}
      <div data-top-bar className="z-40 bg-ink text-white md:sticky md:top-0">
        {/* On a phone the words take the whole width, the number below them at the right, where the header has it: beside it they were a column of nine lines. */}
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-2 px-4 py-2.5 sm:flex-row sm:items-center sm:justify-between sm:gap-3 sm:px-6">
          <p className="text-sm font-medium sm:text-base">{data.topBar}</p>
          <a href={tel} className="inline-flex shrink-0 items-center gap-2 self-end rounded-lg bg-red-700 px-3 py-2 text-sm font-bold hover:bg-red-800 sm:self-auto">
            <Icon name="phone" className="h-4 w-4" />{site.crisisLine.display}
          </a>
        </div>
      </div>
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-slate-900 text-white">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-2 lg:px-8">
          <div>
            <p className="text-lg font-semibold text-amber-300">{site.name}</p>
            <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">{data.hero.title}</h1>
            <p className="mt-5 text-lg leading-relaxed text-brand-50">{data.hero.subtitle}</p>
            <ul className="mt-6 space-y-3">
              {data.hero.points.map((p) => <li key={p} className="flex gap-3"><Icon name="check" className="h-6 w-6 shrink-0 text-amber-300" /><span className="text-lg">{p}</span></li>)}
            </ul>
            <div className="mt-8"><CrisisCall size="lg" variant="emergency" track="hero-mobile" /></div>
          </div>
          <CrisisForm {...data.hero.form} crisis={crisis} words={{ common: messages.forms.common, form: messages.forms.crisis }} fixed={languageField} />
        </div>
      </section>
      <Section title={data.trust.title}>
        <CardGrid cols="sm:grid-cols-2 lg:grid-cols-3">
          {data.trust.items.map((t) => (
            <Card key={t.title} title={t.title} accent={<Icon name="shield" className="mb-3 h-8 w-8 text-brand-700" />}>
              <p className="mt-2 text-slate-700">{t.description}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section id={A.gallery} title={data.gallery.title} intro={data.gallery.intro} tone="tint">
        <Gallery images={photos(data.gallery.images, image)} columns="landing" label={messages.gallery.choose} />
      </Section>
      <Section id={A.faq} title={data.faq.title}>
        <Accordion items={data.faq.items} source={sourceWords(page)} group="landing-faq" />
      </Section>
      <Section id={A.cta} title={data.cta.title} intro={data.cta.text} tone="brand">
        <div className="flex justify-center pb-16 md:pb-0"><CrisisCall label={data.cta.callLabel} size="lg" variant="secondary" track="emergency" /></div>
      </Section>
      <footer className="bg-ink px-4 pb-24 pt-8 text-center text-sm text-slate-300 md:pb-8">
        <p>{site.name} · {site.address.locality}, {site.address.city}, {site.address.region} {site.address.postalCode}</p>
        <div className="mx-auto mt-3 max-w-3xl"><LicenseNotice /></div>
        <PolicyLinks className="mt-3 justify-center" measureAds />
        <p className="mt-3">© {site.copyrightYear} {site.name}</p>
      </footer>
      <div data-call-bar className="fixed inset-x-0 bottom-0 z-50 border-t border-red-900 bg-red-700 p-3 md:hidden">
        <a href={tel} data-track="sticky" className="flex items-center justify-center gap-2 rounded-lg bg-white py-3 text-lg font-bold text-red-800">
          <Icon name="phone" className="h-5 w-5" />{data.stickyCallLabel}
        </a>
      </div>
      <Toaster words={messages.toasts} />
      <CallTracking phone={site.crisisLine.tel} contentName="Crisis Landing Call" />
    </>
  );
}
