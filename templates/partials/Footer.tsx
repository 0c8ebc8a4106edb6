/** The shared footer (SPEC 2.4, 2.5): crisis line, address, response times, the state license, the policies, copyright. */
import { fill } from '../../contract/messages.ts';
import { resolveHref } from '../../contract/phone.ts';
import { usePage } from '../context.ts';
import { Icon } from './Icon.tsx';
import { LicenseNotice } from './LicenseNotice.tsx';
import { PolicyLinks } from './PolicyLinks.tsx';
import { rich } from './rich.tsx';

/** Language codes as the reader says them: [en, es] -> "English and Spanish", "inglés y español". */
function languageList(codes: readonly string[], locale: string): string {
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(codes.map((c) => names.of(c) ?? c));
}

export function Footer() {
  const { site, navigation, messages, href } = usePage();
  const m = messages.footer;
  const a = site.address;
  return (
    <footer className="bg-ink text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="text-lg font-bold text-white">{site.name}</p>
          <p className="mt-1 text-sm text-slate-300">{site.subtitle}</p>
          <a href={resolveHref('tel:crisis', site)} className="mt-4 inline-flex items-center gap-2 text-xl font-bold text-white hover:underline">
            <Icon name="phone" className="h-5 w-5" /> {site.crisisLine.display}
          </a>
          <p className="mt-1 text-sm text-slate-300">{m.crisisLineAnswered}</p>
          <p className="mt-1 text-sm text-slate-300" data-phone-languages="">
            {fill(m.answeredIn, { languages: languageList(site.facts.phoneLine.languages, messages.dateLocale) })}
            {site.facts.phoneLine.interpreter && ` ${m.interpreter}`}
          </p>
          <address className="mt-4 text-sm not-italic leading-relaxed text-slate-300">
            {a.street}<br />{a.locality}, {a.city}, {a.region} {a.postalCode}
          </address>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{m.treatment}</h2>
          <ul className="mt-3 grid grid-cols-[auto_auto] gap-x-4 gap-y-1.5 text-sm wrap-anywhere">
            {navigation.treatment.items.map((i) => <li key={i.href}><a href={i.href} className="text-slate-300 hover:text-white hover:underline">{i.label}</a></li>)}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{m.servicesAndResources}</h2>
          <ul className="mt-3 space-y-1.5 text-sm">
            {navigation.services.items.map((i) => <li key={i.href}><a href={i.href} className="text-slate-300 hover:text-white hover:underline">{i.label}</a></li>)}
            <li><a href={href('/resources/addiction-guide')} className="text-slate-300 hover:text-white hover:underline">{m.guide}</a></li>
            <li><a href={href('/faq/treatment')} className="text-slate-300 hover:text-white hover:underline">{m.faq}</a></li>
            <li><a href={href('/crisis/emergency-help')} className="text-slate-300 hover:text-white hover:underline">{m.emergencyHelp}</a></li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{m.responseTimes}</h2>
          <ul className="mt-3 space-y-1.5 text-sm text-slate-300">
            <li>{m.insuranceMinutes}</li>
            <li>{m.consultationMinutes}</li>
            <li>{m.crisisLineHours}</li>
          </ul>
          <p className="mt-4 text-sm text-slate-300">{rich(m.emergency, {
            call911: <a href="tel:911" className="font-semibold text-white underline">911</a>,
            call988: <a href="tel:988" className="font-semibold text-white underline">988</a>,
          })}</p>
        </div>
      </div>
      <div className="border-t border-slate-700">
        <div className="mx-auto max-w-6xl space-y-4 px-4 py-6 sm:px-6 lg:px-8">
          <LicenseNotice />
          <PolicyLinks />
          <p className="text-xs text-slate-400">{fill(m.rights, { year: site.copyrightYear, name: site.name })}</p>
        </div>
      </div>
    </footer>
  );
}
