// Pieces of the Eleventy layout: icons, buttons, sections, and the header and footer, which are the
// same on every page and so are made once per build.

import { ICON_PATHS, esc, formatDate, rich, slots, whole } from '../../shared/text.js';

export const icon = (name, cls = 'h-6 w-6') =>
  `<svg class="${cls}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="${ICON_PATHS[name]}"></path></svg>`;

const VARIANTS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 shadow-sm',
  secondary: 'bg-white text-brand-800 ring-1 ring-inset ring-brand-700 hover:bg-brand-50',
  emergency: 'bg-red-700 text-white hover:bg-red-800 shadow-sm',
  outline: 'bg-transparent text-current ring-1 ring-inset ring-current hover:bg-white/10',
};
/** A link styled as a button; a tel: link gets the phone icon. */
export const button = (label, href, variant, large = false) =>
  `<a href="${esc(href)}" class="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg font-semibold transition-colors ${large ? 'px-6 py-3.5 text-lg' : 'px-5 py-3 text-base'} ${VARIANTS[variant]} ">${href.startsWith('tel:') ? icon('phone', 'h-5 w-5 shrink-0') : ''}<span>${whole(esc(label))}</span></a>`;

const TONES = { white: 'bg-white', tint: 'bg-slate-50', brand: 'bg-brand-800 text-white', urgent: 'bg-red-50' };
/** A page section with its heading and optional intro; `inner` is markup. */
export function section(id, title, intro, tone, inner) {
  const light = tone === 'brand';
  return `<section id="${id}" class="${TONES[tone]} py-14 sm:py-20" aria-labelledby="${id}-title"><div class="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8"><div class="mx-auto mb-10 max-w-3xl text-center"><h2 id="${id}-title" class="text-3xl font-bold tracking-tight sm:text-4xl ${light ? 'text-white' : 'text-ink'}">${esc(title)}</h2>${intro ? `<p class="mt-4 text-lg leading-relaxed ${light ? 'text-brand-50' : 'text-slate-700'}">${whole(esc(intro))}</p>` : ''}</div>${inner}</div></section>`;
}

const links = (items, cls) => items.map((i) => `<a href="${esc(i.href)}" class="${cls}">${esc(i.label)}</a>`).join('');
const listLinks = (items, cls) => items.map((i) => `<li><a href="${esc(i.href)}" class="${cls}">${esc(i.label)}</a></li>`).join('');

export function header({ site, navigation: nav, words: w, assets }) {
  const tel = `tel:${site.crisisLine.tel}`;
  const groups = [['treatment', nav.treatment], ['services', nav.services]];
  const desktop = `<nav aria-label="${esc(w.nav.main)}" class="hidden items-center gap-1 xl:flex">${links(nav.sections, 'rounded-md px-2 py-2 text-sm 2xl:px-3 font-medium text-slate-700 hover:text-brand-800')}${groups.map(([id, g]) => `<div class="group relative"><button type="button" aria-expanded="false" aria-controls="menu-${id}" class="flex items-center gap-1 rounded-md px-2 py-2 text-sm 2xl:px-3 font-medium text-slate-700 hover:text-brand-800">${esc(g.label)}${icon('chevron', 'h-4 w-4 transition-transform ')}</button><div id="menu-${id}" class="absolute left-0 top-full z-50 w-64 pt-2 transition invisible opacity-0 menus-unhydrated:group-hover:visible menus-unhydrated:group-hover:opacity-100 menus-unhydrated:group-focus-within:visible menus-unhydrated:group-focus-within:opacity-100"><ul class="max-h-[70vh] overflow-auto rounded-xl bg-white p-2 shadow-xl ring-1 ring-slate-200">${listLinks(g.items, 'block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800')}</ul></div></div>`).join('')}</nav>`;
  const mobile = `<details class="group/menu"><summary class="flex h-11 w-11 items-center justify-center rounded-lg text-ink ring-1 ring-slate-300" aria-label="${esc(w.nav.menu)}">${icon('menu')}</summary><div class="fixed inset-x-0 top-full max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 shadow-xl"><nav aria-label="${esc(w.nav.mobile)}">${links(nav.sections, 'block border-b border-slate-200 px-1 py-3 text-base font-semibold text-ink')}${groups.map(([, g]) => `<details class="group/m border-b border-slate-200"><summary class="flex items-center justify-between px-1 py-3 text-base font-semibold text-ink">${esc(g.label)}${icon('chevron', 'h-5 w-5 transition-transform group-open/m:rotate-180')}</summary><ul class="pb-3 pl-2">${listLinks(g.items, 'block rounded-md px-2 py-2 text-slate-700 hover:bg-brand-50')}</ul></details>`).join('')}</nav><a href="${tel}" class="mt-4 flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white">${icon('phone', 'h-5 w-5 shrink-0')}<span class="text-center">${esc(w.header.crisisLine)} <span class="whitespace-nowrap">${esc(site.crisisLine.display)}</span></span></a><a href="${esc(nav.cta.href)}" class="mt-3 block rounded-lg bg-red-700 px-4 py-3 text-center font-semibold text-white">${esc(nav.cta.label)}</a></div></details>`;
  return `<header class="sticky top-0 z-50 border-b border-slate-200 bg-white/95 backdrop-blur"><div class="mx-auto flex min-h-16 max-w-screen-2xl items-center justify-between gap-3 px-4 py-2 sm:px-6 lg:px-8 xl:min-h-[4.5rem]"><a href="/" class="flex flex-col leading-tight"><span class="text-sm font-bold text-brand-800 min-[22.5rem]:text-base sm:text-lg xl:whitespace-nowrap">${esc(site.name)}</span><span class="hidden text-xs text-slate-600 sm:block">${esc(site.subtitle)}</span></a><div data-island="DesktopNav" data-props="${assets.desktopNavProps}" class="contents">${desktop}</div><div class="hidden shrink-0 items-center gap-2 xl:flex 2xl:gap-3"><a href="${tel}" class="flex flex-col items-end whitespace-nowrap leading-tight text-brand-800"><span class="text-xs font-medium text-slate-600">${esc(w.header.crisisLine)}</span><span class="text-base font-bold">${esc(site.crisisLine.display)}</span></a><a href="${esc(nav.cta.href)}" class="whitespace-nowrap rounded-lg bg-red-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-800">${esc(nav.cta.label)}</a></div><div class="flex shrink-0 items-center gap-2 xl:hidden"><a href="${tel}" class="flex h-11 items-center gap-1.5 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white" aria-label="${esc(slots(w.header.callLabel, { phone: site.crisisLine.display }))}">${icon('phone', 'h-4 w-4')}<span>${esc(w.header.call)}</span></a><div data-island="MobileNav" data-props="${assets.mobileNavProps}" class="contents">${mobile}</div></div></div></header>`;
}

function license({ site, words: w }) {
  const T = w.license;
  const l = site.license;
  const link = 'font-medium text-white underline underline-offset-2 hover:text-amber-200';
  const mark = `<span class="ml-1.5 rounded bg-amber-300 px-1.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-ink">${esc(T.placeholder)}</span>`;
  const accredited = site.accreditations.length
    ? `<p>${esc(T.accredited)} ${site.accreditations.map((a, i) => `<span>${i > 0 ? ', ' : ''}<a href="${esc(a.url)}" class="${link}">${esc(a.name)}</a>${a.placeholder ? mark : ''}</span>`).join('')}.</p>`
    : '';
  return `<div class="space-y-1.5 text-sm leading-relaxed text-slate-300" data-license="true"><p><span class="font-semibold text-white">${esc(slots(T.licensedBy, { department: l.department }))}</span> <a href="${esc(l.recordUrl)}" class="${link}">${esc(slots(T.number, { number: l.number }))}, ${esc(slots(T.expires, { date: formatDate(l.expires, w.dateLocale) }))}</a>${l.placeholder ? mark : ''}</p><p>${rich(T.status, { list: `<a href="${esc(l.statusListUrl)}" class="${link}">${esc(T.statusLink)}</a>` })}</p>${accredited}</div>`;
}

export function footer(data) {
  const { site, navigation: nav, words: w } = data;
  const m = w.footer;
  const a = site.address;
  const link = 'text-slate-300 hover:text-white hover:underline';
  return `<footer class="bg-ink text-slate-200"><div class="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8"><div><p class="text-lg font-bold text-white">${esc(site.name)}</p><p class="mt-1 text-sm text-slate-300">${esc(site.subtitle)}</p><a href="tel:${site.crisisLine.tel}" class="mt-4 inline-flex items-center gap-2 text-xl font-bold text-white hover:underline">${icon('phone', 'h-5 w-5')} ${esc(site.crisisLine.display)}</a><p class="mt-1 text-sm text-slate-300">${esc(m.crisisLineAnswered)}</p><p class="mt-1 text-sm text-slate-300" data-phone-languages="">${data.assets.phoneLanguages}</p><address class="mt-4 text-sm not-italic leading-relaxed text-slate-300">${esc(a.street)}<br/>${esc(a.locality)}, ${esc(a.city)}, ${esc(a.region)} ${esc(a.postalCode)}</address></div>`
    + `<div><h2 class="text-sm font-semibold uppercase tracking-wide text-white">${esc(m.treatment)}</h2><ul class="mt-3 grid grid-cols-[auto_auto] gap-x-4 gap-y-1.5 text-sm wrap-anywhere">${listLinks(nav.treatment.items, link)}</ul></div>`
    + `<div><h2 class="text-sm font-semibold uppercase tracking-wide text-white">${esc(m.servicesAndResources)}</h2><ul class="mt-3 space-y-1.5 text-sm">${listLinks([...nav.services.items, { href: '/resources/addiction-guide', label: m.guide }, { href: '/faq/treatment', label: m.faq }, { href: '/crisis/emergency-help', label: m.emergencyHelp }], link)}</ul></div>`
    + `<div><h2 class="text-sm font-semibold uppercase tracking-wide text-white">${esc(m.responseTimes)}</h2><ul class="mt-3 space-y-1.5 text-sm text-slate-300"><li>${esc(m.insuranceMinutes)}</li><li>${esc(m.consultationMinutes)}</li><li>${esc(m.crisisLineHours)}</li></ul><p class="mt-4 text-sm text-slate-300">${rich(m.emergency, { call911: '<a href="tel:911" class="font-semibold text-white underline">911</a>', call988: '<a href="tel:988" class="font-semibold text-white underline">988</a>' })}</p></div></div>`
    + `<div class="border-t border-slate-700"><div class="mx-auto max-w-6xl space-y-4 px-4 py-6 sm:px-6 lg:px-8">${license(data)}<div class="flex flex-wrap items-center gap-x-6 gap-y-1 "><nav aria-label="${esc(m.policies)}"><ul class="flex flex-wrap gap-x-6 gap-y-1 text-sm">${listLinks(nav.policies, 'inline-flex min-h-6 items-center text-slate-200 underline-offset-2 hover:text-white hover:underline')}</ul></nav></div><p class="text-xs text-slate-400">${esc(slots(m.rights, { year: site.copyrightYear, name: site.name }))}</p></div></div></footer>`;
}

/** The island scripts at the end of <body>: hashed URLs from our build. */
export const scripts = ({ assets }) =>
  assets.preload.map((href) => `<link rel="modulepreload" href="${href}">`).join('') + assets.modules.map((src) => `<script type="module" src="${src}"></script>`).join('');
