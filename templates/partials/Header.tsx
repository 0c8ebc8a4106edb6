/**
 * The fixed top bar (SPEC 2.3). Without JavaScript: desktop dropdowns open on
 * hover and keyboard focus; the mobile menu and its two groups are <details>
 * elements, so they open and close independently.
 */
import type { Navigation } from '../../generator/schema/navigation.ts';
import { resolveHref } from '../../generator/render/links.ts';
import { usePage } from '../context.ts';
import { Icon } from './Icon.tsx';

type Group = Navigation['treatment'];

function DesktopGroup({ group, id }: { group: Group; id: string }) {
  return (
    <div className="group relative">
      <button type="button" className="flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-800" aria-haspopup="true" aria-controls={id}>
        {group.label}
        <Icon name="chevron" className="h-4 w-4" />
      </button>
      <div id={id} className="invisible absolute left-0 top-full z-50 w-64 pt-2 opacity-0 transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
        <ul className="max-h-[70vh] overflow-auto rounded-xl bg-white p-2 shadow-xl ring-1 ring-slate-200">
          {group.items.map((item) => (
            <li key={item.href}>
              <a href={item.href} className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800">{item.label}</a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function MobileGroup({ group }: { group: Group }) {
  return (
    <details className="group/m border-b border-slate-200">
      <summary className="flex items-center justify-between px-1 py-3 text-base font-semibold text-ink">
        {group.label}
        <Icon name="chevron" className="h-5 w-5 transition-transform group-open/m:rotate-180" />
      </summary>
      <ul className="pb-3 pl-2">
        {group.items.map((item) => (
          <li key={item.href}><a href={item.href} className="block rounded-md px-2 py-2 text-slate-700 hover:bg-brand-50">{item.label}</a></li>
        ))}
      </ul>
    </details>
  );
}

export function Header() {
  const { site, navigation } = usePage();
  const tel = resolveHref('tel:crisis', site);
  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-[4.5rem] lg:px-8">
        <a href="/" className="flex min-w-0 flex-col leading-tight">
          <span className="truncate text-base font-bold text-brand-800 sm:text-lg">{site.name}</span>
          <span className="hidden truncate text-xs text-slate-600 sm:block">{site.subtitle}</span>
        </a>
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {navigation.sections.map((s) => (
            <a key={s.href} href={s.href} className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-800">{s.label}</a>
          ))}
          <DesktopGroup group={navigation.treatment} id="menu-treatment" />
          <DesktopGroup group={navigation.services} id="menu-services" />
        </nav>
        <div className="hidden items-center gap-3 lg:flex">
          <a href={tel} className="flex flex-col items-end leading-tight text-brand-800">
            <span className="text-xs font-medium text-slate-600">24/7 Crisis Line</span>
            <span className="text-base font-bold">{site.crisisLine.display}</span>
          </a>
          <a href={navigation.cta.href} className="rounded-lg bg-red-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-800">{navigation.cta.label}</a>
        </div>
        <div className="flex items-center gap-2 lg:hidden">
          <a href={tel} className="flex h-11 items-center gap-1.5 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white" aria-label={`Call our 24/7 crisis line, ${site.crisisLine.display}`}>
            <Icon name="phone" className="h-4 w-4" />
            <span>Call</span>
          </a>
          <details className="group/menu">
            <summary className="flex h-11 w-11 items-center justify-center rounded-lg text-ink ring-1 ring-slate-300" aria-label="Menu">
              <Icon name="menu" />
            </summary>
            <div className="fixed inset-x-0 top-16 max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 shadow-xl">
              <nav aria-label="Mobile">
                {navigation.sections.map((s) => (
                  <a key={s.href} href={s.href} className="block border-b border-slate-200 px-1 py-3 text-base font-semibold text-ink">{s.label}</a>
                ))}
                <MobileGroup group={navigation.treatment} />
                <MobileGroup group={navigation.services} />
              </nav>
              <a href={tel} className="mt-4 flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white">
                <Icon name="phone" className="h-5 w-5" /> 24/7 Crisis Line {site.crisisLine.display}
              </a>
              <a href={navigation.cta.href} className="mt-3 block rounded-lg bg-red-700 px-4 py-3 text-center font-semibold text-white">{navigation.cta.label}</a>
            </div>
          </details>
        </div>
      </div>
    </header>
  );
}
