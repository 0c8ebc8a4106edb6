/** The top bar, on top of every page as it scrolls (SPEC 2.3): brand, the menus (islands), the crisis line and Get Help Now. */
import { fill } from '../../contract/messages.ts';
import { resolveHref } from '../../contract/phone.ts';
import { usePage } from '../context.ts';
import { DesktopNav } from '../islands/DesktopNav.tsx';
import { MobileNav } from '../islands/MobileNav.tsx';
import { Icon } from './Icon.tsx';
import { LanguageSwitch, useLanguageLinks } from './LanguageSwitch.tsx';

export function Header() {
  const { site, navigation, messages, href } = usePage();
  const m = messages.header;
  const languages = useLanguageLinks();
  const tel = resolveHref('tel:crisis', site);
  return (
    // Sticky, not fixed: the bar stays on top while the page scrolls, and it grows taller instead of cutting
    // text off when the name wraps (a narrow phone, or a visitor's wider text spacing, WCAG 1.4.12). The
    // menus show in the bar from 1280 px: narrower, the Spanish words did not fit beside the crisis line and
    // the button, and at 1024 px the button ran off the screen; there the menu button opens them.
    <header className="sticky top-0 z-50 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex min-h-16 max-w-screen-2xl items-center justify-between gap-3 px-4 py-2 sm:px-6 lg:px-8 xl:min-h-[4.5rem]">
        <a href={href('/')} className="flex flex-col leading-tight">
          <span className="text-sm font-bold text-brand-800 min-[22.5rem]:text-base sm:text-lg xl:whitespace-nowrap">{site.name}</span>
          <span className="hidden text-xs text-slate-600 sm:block">{site.subtitle}</span>
        </a>
        <DesktopNav navigation={navigation} label={messages.nav.main} home={href('/')} />
        <div className="hidden shrink-0 items-center gap-2 xl:flex 2xl:gap-3">
          <LanguageSwitch />
          <a href={tel} className="flex flex-col items-end whitespace-nowrap leading-tight text-brand-800">
            <span className="text-xs font-medium text-slate-600">{m.crisisLine}</span>
            <span className="text-base font-bold">{site.crisisLine.display}</span>
          </a>
          <a href={navigation.cta.href} className="whitespace-nowrap rounded-lg bg-red-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-800">{navigation.cta.label}</a>
        </div>
        <div className="flex shrink-0 items-center gap-2 xl:hidden">
          <a href={tel} className="flex h-11 items-center gap-1.5 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white" aria-label={fill(m.callLabel, { phone: site.crisisLine.display })}>
            <Icon name="phone" className="h-4 w-4" />
            <span>{m.call}</span>
          </a>
          <MobileNav navigation={navigation} crisis={{ display: site.crisisLine.display, href: tel }} words={{ menu: messages.nav.menu, mobile: messages.nav.mobile, crisisLine: m.crisisLine, languages: messages.languages }} languages={languages} />
        </div>
      </div>
    </header>
  );
}
