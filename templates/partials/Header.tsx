/** The fixed top bar (SPEC 2.3): brand, the menus (islands), the crisis line and Get Help Now. */
import { resolveHref } from '../../contract/phone.ts';
import { usePage } from '../context.ts';
import { DesktopNav } from '../islands/DesktopNav.tsx';
import { MobileNav } from '../islands/MobileNav.tsx';
import { Icon } from './Icon.tsx';

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
        <DesktopNav navigation={navigation} />
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
          <MobileNav navigation={navigation} crisis={{ display: site.crisisLine.display, href: tel }} />
        </div>
      </div>
    </header>
  );
}
