/** The shared footer (SPEC 2.4, 2.5): crisis line, address, response times, the state license, the policies, copyright. */
import { resolveHref } from '../../contract/phone.ts';
import { usePage } from '../context.ts';
import { Icon } from './Icon.tsx';
import { LicenseNotice } from './LicenseNotice.tsx';
import { PolicyLinks } from './PolicyLinks.tsx';

export function Footer() {
  const { site, navigation } = usePage();
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
          <p className="mt-1 text-sm text-slate-300">24/7 crisis line, answered in under {site.promises.answerSeconds} seconds</p>
          <address className="mt-4 text-sm not-italic leading-relaxed text-slate-300">
            {a.street}<br />{a.locality}, {a.city}, {a.region} {a.postalCode}
          </address>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Treatment</h2>
          <ul className="mt-3 grid grid-cols-[auto_auto] gap-x-4 gap-y-1.5 text-sm wrap-anywhere">
            {navigation.treatment.items.map((i) => <li key={i.href}><a href={i.href} className="text-slate-300 hover:text-white hover:underline">{i.label}</a></li>)}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Services &amp; resources</h2>
          <ul className="mt-3 space-y-1.5 text-sm">
            {navigation.services.items.map((i) => <li key={i.href}><a href={i.href} className="text-slate-300 hover:text-white hover:underline">{i.label}</a></li>)}
            <li><a href="/resources/addiction-guide" className="text-slate-300 hover:text-white hover:underline">Addiction Guide</a></li>
            <li><a href="/faq/treatment" className="text-slate-300 hover:text-white hover:underline">Treatment FAQ</a></li>
            <li><a href="/crisis/emergency-help" className="text-slate-300 hover:text-white hover:underline">Emergency Help</a></li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Response times</h2>
          <ul className="mt-3 space-y-1.5 text-sm text-slate-300">
            <li>Insurance: {site.promises.insuranceMinutes} min</li>
            <li>Consultation: {site.promises.consultationMinutes} min</li>
            <li>Crisis line: 24/7</li>
          </ul>
          <p className="mt-4 text-sm text-slate-300">In an emergency call <a href="tel:911" className="font-semibold text-white underline">911</a>. In a mental-health crisis call or text <a href="tel:988" className="font-semibold text-white underline">988</a>.</p>
        </div>
      </div>
      <div className="border-t border-slate-700">
        <div className="mx-auto max-w-6xl space-y-4 px-4 py-6 sm:px-6 lg:px-8">
          <LicenseNotice />
          <PolicyLinks />
          <p className="text-xs text-slate-400">© {site.copyrightYear} {site.name}. All rights reserved.</p>
        </div>
      </div>
    </footer>
  );
}
