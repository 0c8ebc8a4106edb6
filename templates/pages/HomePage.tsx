/** The home page (SPEC 2.4). */
import { resolveHref } from '../../contract/phone.ts';
import { HOME_ANCHORS as A } from '../../contract/routes.ts';
import type { HomePage as Data } from '../../contract/content/home.ts';
import { fill } from '../../contract/messages.ts';
import { usePage } from '../context.ts';
import { ActionLink, Actions } from '../partials/Button.tsx';
import { Card, CardGrid, Stats } from '../partials/Cards.tsx';
import { Accordion } from '../islands/Accordion.tsx';
import { Gallery } from '../islands/Gallery.tsx';
import { ConsultationForm, InsuranceForm } from '../islands/HomeForms.tsx';
import { Toaster } from '../islands/Toaster.tsx';
import { photos } from '../partials/photos.ts';
import { Picture } from '../partials/Picture.tsx';
import { Icon } from '../partials/Icon.tsx';
import { wholeNumbers } from '../partials/phones.tsx';
import { Section } from '../partials/Section.tsx';
import { useLanguageField } from '../partials/FormFields.tsx';
import { sourceWords } from '../partials/sources.tsx';

const GRADIENTS = {
  teal: 'from-teal-600 to-emerald-700', blue: 'from-sky-700 to-blue-800', violet: 'from-violet-700 to-indigo-800',
  amber: 'from-amber-600 to-orange-700', rose: 'from-rose-600 to-pink-700', emerald: 'from-emerald-600 to-green-700',
} as const;

function Hero({ hero }: { hero: Data['hero'] }) {
  const { site, messages } = usePage();
  const m = messages.homePage;
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-slate-900 text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-3">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-50 ring-1 ring-white/20"><Icon name="map" className="h-4 w-4" />{hero.nationwide}</p>
          <h1 className="mt-5 text-4xl font-bold tracking-tight sm:text-6xl">{hero.headline}</h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-brand-50 sm:text-xl">{hero.text}</p>
          <Actions actions={hero.actions} size="lg" className="mt-8" />
        </div>
        <div className="lg:col-span-2">
          <a href={resolveHref('tel:crisis', site)} className="block rounded-2xl bg-white p-6 text-center text-ink shadow-xl hover:bg-brand-50">
            <span className="flex items-center justify-center gap-2 text-sm font-semibold uppercase tracking-wide text-red-700"><span className="h-2.5 w-2.5 rounded-full bg-red-600" aria-hidden="true" />{hero.crisisLabel}</span>
            <span className="mt-2 block whitespace-nowrap text-2xl font-bold text-brand-800 min-[22.5rem]:text-3xl sm:text-4xl">{site.crisisLine.display}</span>
            <span className="mt-2 block text-slate-700">{m.answered}</span>
          </a>
          <ul className="mt-5 space-y-2 text-brand-50">
            <li className="flex gap-2"><Icon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-amber-300" />{m.sameDay}</li>
            <li className="flex gap-2"><Icon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-amber-300" />{m.insuranceChecked}</li>
            <li className="flex gap-2"><Icon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-amber-300" />{m.detoxNursing}</li>
          </ul>
        </div>
      </div>
    </section>
  );
}

function About({ about }: { about: Data['about'] }) {
  return (
    <Section id={A.about} title={about.title} intro={about.text}>
      <CardGrid>
        {about.values.map((v) => (
          <Card key={v.title} title={v.title} accent={<Icon name={v.icon} className="mb-3 h-8 w-8 text-brand-700" />} description={v.description} />
        ))}
      </CardGrid>
      <div className="mt-12 grid gap-6 lg:grid-cols-2">
        <div className="rounded-2xl bg-slate-50 p-8 ring-1 ring-slate-200">
          <h3 className="text-2xl font-bold text-ink">{about.story.title}</h3>
          {about.story.paragraphs.map((p) => <p key={p} className="mt-4 leading-relaxed text-slate-700">{wholeNumbers(p)}</p>)}
        </div>
        <div className="rounded-2xl bg-brand-50 p-8 ring-1 ring-brand-100">
          <Icon name="shield" className="h-9 w-9 text-brand-700" />
          <h3 className="mt-3 text-2xl font-bold text-ink">{about.insurance.title}</h3>
          <p className="mt-4 leading-relaxed text-slate-700">{about.insurance.text}</p>
          <Actions actions={about.insurance.actions} className="mt-6" />
        </div>
      </div>
      <Actions actions={about.actions} className="mt-10 justify-center" />
    </Section>
  );
}

function Services({ services }: { services: Data['services'] }) {
  const { messages } = usePage();
  return (
    <Section id={A.services} title={services.title} intro={services.intro} tone="tint">
      <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {services.therapies.map((t) => (
          <div key={t.title} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            <div className={`flex h-20 items-center bg-gradient-to-r px-6 text-white ${GRADIENTS[t.gradient]}`}><Icon name={t.icon} className="h-9 w-9" /></div>
            <div className="p-6"><h3 className="text-lg font-semibold text-ink">{t.title}</h3><p className="mt-2 leading-relaxed text-slate-700">{t.description}</p></div>
          </div>
        ))}
      </div>
      <div className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {services.programs.map((p) => (
          <a key={p.title} href={p.href} className="group flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 hover:ring-brand-600">
            <Icon name={p.icon} className="h-8 w-8 text-brand-700" />
            <span className="mt-3 text-lg font-semibold text-ink">{p.title}</span>
            <span className="mt-1 flex-1 text-slate-700">{p.description}</span>
            <span className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-800">{messages.homePage.learnMore}<Icon name="arrow" className="h-4 w-4" /></span>
          </a>
        ))}
      </div>
      <Actions actions={services.actions} className="mt-10 justify-center" />
    </Section>
  );
}

function Addictions({ addictions }: { addictions: Data['addictions'] }) {
  return (
    <Section id={A.addictions} title={addictions.title} intro={addictions.intro}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {addictions.tiles.map((t) => (
          <li key={t.name}>
            <a href={t.href} className="flex h-full flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 hover:ring-brand-600">
              <span className="font-semibold text-brand-800">{t.name}</span>
              <span className="mt-1 text-sm text-slate-700">{t.description}</span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Banner({ banner }: { banner: Data['banner'] }) {
  return (
    <section id={A.help} aria-labelledby="immediate-help-title" className="bg-red-700 text-white">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-12 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
        <div className="lg:flex-1">
          <h2 id="immediate-help-title" className="text-3xl font-bold">{banner.title}</h2>
          <p className="mt-3 max-w-2xl text-lg text-red-50">{wholeNumbers(banner.text)}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row lg:flex-col xl:flex-row">
          {banner.actions.map((a) => <ActionLink key={a.label} action={{ ...a, variant: a.variant ?? 'secondary' }} size="lg" />)}
        </div>
      </div>
    </section>
  );
}

function Facility({ facility }: { facility: Data['facility'] }) {
  const { site, image, messages } = usePage();
  const a = site.address;
  return (
    <Section id={A.facility} title={facility.title} intro={facility.intro} tone="tint">
      <Gallery images={photos(facility.gallery, image)} columns="home" label={messages.gallery.choose} />
      <p className="mt-8 flex items-center justify-center gap-2 text-center text-lg text-slate-800">
        <Icon name="map" className="h-5 w-5 text-brand-700" />
        <span>{a.street}, {a.locality}, {a.city}, {a.region} {a.postalCode}</span>
      </p>
    </Section>
  );
}

/** One member of the team, named as the registry (site.yaml facts.staff) names them. */
function TeamCard({ member }: { member: Data['team']['members'][number] }) {
  const { image, messages, site } = usePage();
  // The build refuses an id that is not in the registry (generator/validate/claims.ts).
  const s = site.facts.staff.find((x) => x.id === member.staff)!;
  return (
    <li className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <Picture image={image(member.image)} alt={fill(messages.homePage.portrait, { name: s.name })} sizes="(min-width: 1024px) 264px, (min-width: 640px) 50vw, 100vw" className="aspect-square w-full object-cover" />
      <div className="p-5">
        <h3 className="text-lg font-semibold text-ink">{s.name}, {s.credentials.join(', ')}</h3>
        <p className="font-medium text-brand-800">{s.role}</p>
        <p className="mt-2 text-sm leading-relaxed text-slate-700">{member.specialization}</p>
      </div>
    </li>
  );
}

function Team({ team }: { team: Data['team'] }) {
  return (
    <Section id={A.team} title={team.title} intro={team.intro} tone="tint">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {team.members.map((m) => <TeamCard key={m.staff} member={m} />)}
      </ul>
      <div className="mt-10"><Stats stats={team.stats} /></div>
    </Section>
  );
}

export function HomePage({ data }: { data: Data }) {
  const page = usePage();
  const { site, messages } = page;
  const languageField = useLanguageField();
  const crisis = { display: site.crisisLine.display, href: resolveHref('tel:crisis', site) };
  return (
    <>
      <Hero hero={data.hero} />
      <About about={data.about} />
      <Services services={data.services} />
      <Addictions addictions={data.addictions} />
      <Facility facility={data.facility} />
      <Section id={A.amenities} title={data.amenities.title} intro={data.amenities.intro}>
        <CardGrid cols="sm:grid-cols-2 lg:grid-cols-3">
          {data.amenities.items.map((i) => <Card key={i.title} title={i.title} accent={<Icon name={i.icon} className="mb-3 h-8 w-8 text-brand-700" />} description={i.description} />)}
        </CardGrid>
      </Section>
      <Team team={data.team} />
      <Banner banner={data.banner} />
      <Section id={A.faq} title={data.faq.title} intro={data.faq.intro}>
        <Accordion items={data.faq.items} source={sourceWords(page)} group="home-faq" />
      </Section>
      <Section id={A.contact} title={data.contact.title} intro={data.contact.intro} tone="tint">
        <div className="grid gap-8 lg:grid-cols-2">
          <InsuranceForm copy={data.contact.insuranceForm} words={{ common: messages.forms.common, form: messages.forms.insurance }} crisis={crisis} fixed={languageField} />
          <ConsultationForm copy={data.contact.consultationForm} words={{ common: messages.forms.common, form: messages.forms.consultation }} crisis={crisis} fixed={languageField} />
        </div>
        <Actions actions={data.contact.actions} className="mt-10 justify-center" />
      </Section>
      <Toaster words={messages.toasts} />
    </>
  );
}
