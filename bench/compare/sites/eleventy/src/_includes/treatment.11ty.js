// The treatment page as one JavaScript template: the fastest Eleventy layout we found for this HTML.
// The header and footer are the same on every page, so they are made once; the rest is plain string
// building, with the same escaping as Nunjucks' autoescape.
import { graph, substitute } from './graph.mjs';

// Written as Hugo writes it (Go's html/template), so that the two tools' pages can be compared byte
// for byte: the same entities in text and attributes, '+' in a link escaped, the JSON-LD with its
// keys sorted and '<', '>' and '&' escaped as Go's encoding/json does.
const ESCAPES = { '&': '&amp;', '"': '&#34;', "'": '&#39;', '<': '&lt;', '>': '&gt;', '+': '&#43;' };
const esc = (value) => (value == null ? '' : String(value)).replace(/[&"'<>+]/g, (c) => ESCAPES[c]);
const sortKeys = (v) => (Array.isArray(v) ? v.map(sortKeys) : v && typeof v === 'object'
  ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sortKeys(v[k])])) : v);
const GO_JSON = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };
const goJson = (value) => JSON.stringify(sortKeys(value)).replace(/[<>&\u2028\u2029]/g, (c) => GO_JSON[c]);

const PATHS = {
  check: 'M4 12.5l5 5L20 6.5',
  shield: 'M12 2.5l7.5 3v5.5c0 4.6-3.2 8.4-7.5 10.5-4.3-2.1-7.5-5.9-7.5-10.5V5.5l7.5-3z',
  chevron: 'M5.5 9l6.5 6.5L18.5 9',
  arrow: 'M4 12h15M13.5 6.5L19 12l-5.5 5.5',
  phone: 'M6 3.5h3.5l2 5-2.5 1.5a11 11 0 0 0 5 5l1.5-2.5 5 2v3.5a2 2 0 0 1-2 2A16.5 16.5 0 0 1 4 5.5a2 2 0 0 1 2-2z',
  menu: 'M3.5 6h17M3.5 12h17M3.5 18h17',
  alert: 'M12 3.5l9.5 17h-19l9.5-17zM12 10v4.5M12 17.5v.5',
};
const VARIANTS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 shadow-sm',
  secondary: 'bg-white text-brand-800 ring-1 ring-inset ring-brand-700 hover:bg-brand-50',
  emergency: 'bg-red-700 text-white hover:bg-red-800 shadow-sm',
  outline: 'bg-transparent text-current ring-1 ring-inset ring-current hover:bg-white/10',
};
const TONES = { white: 'bg-white', tint: 'bg-slate-50', brand: 'bg-brand-800 text-white', urgent: 'bg-red-50' };

const icon = (name, cls = 'h-6 w-6') => `<svg class="${esc(cls)}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="${esc(PATHS[name])}"></path></svg>`;
const button = (label, href, variant, large = false) => `<a href="${esc(href)}" class="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg font-semibold transition-colors ${large ? 'px-6 py-3.5 text-lg' : 'px-5 py-3 text-base'} ${esc(VARIANTS[variant])}">${href.startsWith('tel:') ? icon('phone', 'h-5 w-5 shrink-0') : ''}<span>${esc(label)}</span></a>`;
const section = (id, title, intro, tone, body) => `<section id="${esc(id)}" class="${esc(TONES[tone])} py-14 sm:py-20" aria-labelledby="${esc(id)}-title"><div class="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8"><div class="mx-auto mb-10 max-w-3xl text-center"><h2 id="${esc(id)}-title" class="text-3xl font-bold tracking-tight sm:text-4xl ${tone === 'brand' ? 'text-white' : 'text-ink'}">${esc(title)}</h2>${intro ? `<p class="mt-4 text-lg leading-relaxed ${tone === 'brand' ? 'text-brand-50' : 'text-slate-700'}">${esc(intro)}</p>` : ''}</div>${body}
</div></section>`;

let chrome;
/** Header and footer: the same on every page, so made once. */
function sharedChrome(site, navigation) {
  if (chrome) return chrome;
  const tel = `tel:${site.crisisLine.tel}`;
  const groups = [['treatment', navigation.treatment], ['services', navigation.services]];
  const sections = (cls) => navigation.sections.map((s) => `<a href="${esc(s.href)}" class="${cls}">${esc(s.label)}</a>`).join('');
  const header = `<header class="fixed inset-x-0 top-0 z-50 border-b border-slate-200 bg-white/95 backdrop-blur"><div class="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-[4.5rem] lg:px-8">
<a href="/" class="flex min-w-0 flex-col leading-tight"><span class="truncate text-base font-bold text-brand-800 sm:text-lg">${esc(site.name)}</span><span class="hidden truncate text-xs text-slate-600 sm:block">${esc(site.subtitle)}</span></a>
<nav aria-label="Main" class="hidden items-center gap-1 lg:flex">${sections('rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-800')}${groups.map(([id, g]) => `<div class="group relative"><button type="button" aria-expanded="false" aria-controls="menu-${esc(id)}" class="flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-800">${esc(g.label)}${icon('chevron', 'h-4 w-4 transition-transform')}</button><div id="menu-${esc(id)}" class="absolute left-0 top-full z-50 w-64 pt-2 transition invisible opacity-0 group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"><ul class="max-h-[70vh] overflow-auto rounded-xl bg-white p-2 shadow-xl ring-1 ring-slate-200">${g.items.map((i) => `<li><a href="${esc(i.href)}" class="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800">${esc(i.label)}</a></li>`).join('')}</ul></div></div>`).join('')}</nav>
<div class="hidden items-center gap-3 lg:flex"><a href="${esc(tel)}" class="flex flex-col items-end leading-tight text-brand-800"><span class="text-xs font-medium text-slate-600">24/7 Crisis Line</span><span class="text-base font-bold">${esc(site.crisisLine.display)}</span></a><a href="${esc(navigation.cta.href)}" class="rounded-lg bg-red-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-800">${esc(navigation.cta.label)}</a></div>
<div class="flex items-center gap-2 lg:hidden"><a href="${esc(tel)}" class="flex h-11 items-center gap-1.5 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white" aria-label="Call our 24/7 crisis line, ${esc(site.crisisLine.display)}">${icon('phone', 'h-4 w-4')}<span>Call</span></a>
<details class="group/menu"><summary class="flex h-11 w-11 items-center justify-center rounded-lg text-ink ring-1 ring-slate-300" aria-label="Menu">${icon('menu')}</summary><div class="fixed inset-x-0 top-16 max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 shadow-xl"><nav aria-label="Mobile">${sections('block border-b border-slate-200 px-1 py-3 text-base font-semibold text-ink')}${groups.map(([, g]) => `<details class="group/m border-b border-slate-200"><summary class="flex items-center justify-between px-1 py-3 text-base font-semibold text-ink">${esc(g.label)}${icon('chevron', 'h-5 w-5 transition-transform group-open/m:rotate-180')}</summary><ul class="pb-3 pl-2">${g.items.map((i) => `<li><a href="${esc(i.href)}" class="block rounded-md px-2 py-2 text-slate-700 hover:bg-brand-50">${esc(i.label)}</a></li>`).join('')}</ul></details>`).join('')}</nav>
<a href="${esc(tel)}" class="mt-4 flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white">${icon('phone', 'h-5 w-5')} 24/7 Crisis Line ${esc(site.crisisLine.display)}</a><a href="${esc(navigation.cta.href)}" class="mt-3 block rounded-lg bg-red-700 px-4 py-3 text-center font-semibold text-white">${esc(navigation.cta.label)}</a></div></details></div>
</div></header>`;
  const a = site.address;
  const footer = `<footer class="bg-ink text-slate-200"><div class="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
<div><p class="text-lg font-bold text-white">${esc(site.name)}</p><p class="mt-1 text-sm text-slate-300">${esc(site.subtitle)}</p><a href="${esc(tel)}" class="mt-4 inline-flex items-center gap-2 text-xl font-bold text-white hover:underline">${icon('phone', 'h-5 w-5')} ${esc(site.crisisLine.display)}</a><p class="mt-1 text-sm text-slate-300">24/7 crisis line, answered in under ${esc(site.promises.answerSeconds)} seconds</p><address class="mt-4 text-sm not-italic leading-relaxed text-slate-300">${esc(a.street)}<br>${esc(a.locality)}, ${esc(a.city)}, ${esc(a.region)} ${esc(a.postalCode)}</address></div>
<div><h2 class="text-sm font-semibold uppercase tracking-wide text-white">Treatment</h2><ul class="mt-3 grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm">${navigation.treatment.items.map((i) => `<li><a href="${esc(i.href)}" class="text-slate-300 hover:text-white hover:underline">${esc(i.label)}</a></li>`).join('')}</ul></div>
<div><h2 class="text-sm font-semibold uppercase tracking-wide text-white">Services &amp; resources</h2><ul class="mt-3 space-y-1.5 text-sm">${navigation.services.items.map((i) => `<li><a href="${esc(i.href)}" class="text-slate-300 hover:text-white hover:underline">${esc(i.label)}</a></li>`).join('')}<li><a href="/resources/addiction-guide" class="text-slate-300 hover:text-white hover:underline">Addiction Guide</a></li><li><a href="/faq/treatment" class="text-slate-300 hover:text-white hover:underline">Treatment FAQ</a></li><li><a href="/crisis/emergency-help" class="text-slate-300 hover:text-white hover:underline">Emergency Help</a></li></ul></div>
<div><h2 class="text-sm font-semibold uppercase tracking-wide text-white">Response times</h2><ul class="mt-3 space-y-1.5 text-sm text-slate-300"><li>Insurance: ${esc(site.promises.insuranceMinutes)} min</li><li>Consultation: ${esc(site.promises.consultationMinutes)} min</li><li>Crisis line: 24/7</li></ul><p class="mt-4 text-sm text-slate-300">In an emergency call <a href="tel:911" class="font-semibold text-white underline">911</a>. In a mental-health crisis call or text <a href="tel:988" class="font-semibold text-white underline">988</a>.</p></div>
</div><div class="border-t border-slate-700"><div class="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-xs text-slate-400 sm:px-6 md:flex-row md:justify-between lg:px-8"><p>${esc(site.licensing)}</p><p>© ${esc(site.copyrightYear)} ${esc(site.name)}. All rights reserved.</p></div></div></footer>`;
  chrome = { header, footer };
  return chrome;
}

function main(d, site) {
  const t = (s) => esc(substitute(s, site.tokens));
  const tel = `tel:${site.crisisLine.tel}`;
  const m = site.promises;
  return `<section class="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white"><div class="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8"><p class="text-sm font-semibold uppercase tracking-wider text-brand-100">Addiction treatment</p><h1 class="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">${t(d.hero.title)}</h1><p class="mt-5 max-w-2xl text-lg leading-relaxed text-brand-50 sm:text-xl">${t(d.hero.subtitle)}</p>
<div class="mt-8 flex flex-col gap-3 sm:flex-row">${button(`Call ${site.crisisLine.display}`, tel, 'emergency', true)}${button('Verify Insurance', '/#insurance-form', 'outline', true)}</div>
<div class="mt-10"><dl class="grid grid-cols-1 gap-4 sm:grid-cols-3">${d.hero.stats.map((s) => `<div class="flex flex-col-reverse rounded-xl px-4 py-4 text-center bg-white/10 ring-1 ring-white/25"><dt class="order-2 text-sm text-brand-50">${t(s.label)}</dt><dd class="text-2xl font-bold text-white">${t(s.number)}</dd></div>`).join('')}</dl></div></div></section>
${section('overview', substitute(d.overview.title, site.tokens), substitute(d.overview.description, site.tokens), 'white', `<div class="grid gap-5 md:grid-cols-2 lg:grid-cols-4">${d.overview.features.map((f) => `<div class="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">${icon('check', 'mb-3 h-7 w-7 text-brand-700')}<h3 class="text-lg font-semibold text-ink">${t(f.title)}</h3><div class="mt-2 leading-relaxed text-slate-700">${t(f.description)}</div></div>`).join('')}</div>`)}
${section('signs', substitute(d.signs.title, site.tokens), substitute(d.signs.description, site.tokens), 'tint', `<ol class="mx-auto grid max-w-4xl gap-3 sm:grid-cols-2">${d.signs.symptoms.map((s, i) => `<li class="flex gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"><span class="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white" aria-hidden="true">${i + 1}</span><span class="leading-relaxed text-slate-800">${t(s)}</span></li>`).join('')}</ol>`)}
${section('approach', substitute(d.approach.title, site.tokens), substitute(d.approach.description, site.tokens), 'white', `<div class="grid gap-5 md:grid-cols-2">${d.approach.methods.map((a) => `<div class="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"><h3 class="text-lg font-semibold text-ink">${t(a.title)}</h3><div class="mt-2 leading-relaxed text-slate-700">${t(a.description)}</div></div>`).join('')}</div>`)}
${d.insurance ? section('insurance', substitute(d.insurance.title, site.tokens), substitute(d.insurance.description, site.tokens), 'tint', `<ul class="mx-auto grid max-w-3xl gap-3">${d.insurance.points.map((p) => `<li class="flex gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">${icon('shield', 'h-6 w-6 shrink-0 text-brand-700')}<span>${t(p)}</span></li>`).join('')}</ul><div class="mt-8 text-center">${button('Verify My Insurance', '/#insurance-form', 'primary')}</div>`) : ''}
${section('contact', 'Talk to someone today', `Our admissions team answers 24/7. A recovery specialist can call you back within ${m.consultationMinutes} minutes, and we can check your insurance in ${m.insuranceMinutes}.`, 'brand', `<div class="flex flex-col justify-center gap-3 sm:flex-row">${button(`Call ${site.crisisLine.display}`, tel, 'secondary', true)}${button('Request a Free Consultation', '/#consultation-form', 'outline', true)}${button('Check My Insurance', '/#insurance-form', 'outline', true)}</div>`)}
${section('faq', 'Frequently asked questions', '', 'white', `<div class="mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">${d.faq.map((q) => `<details name="faq" class="group/faq px-5 sm:px-6"><summary class="flex items-start justify-between gap-4 py-5 text-left text-base font-semibold text-ink sm:text-lg"><span>${t(q.question)}</span>${icon('chevron', 'mt-1 h-5 w-5 shrink-0 text-brand-700 transition-transform group-open/faq:rotate-180')}</summary><p class="pb-5 leading-relaxed text-slate-700">${t(q.answer)}</p></details>`).join('')}</div>`)}
${section('related', 'Related treatment', '', 'tint', `<ul class="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">${d.relatedTreatments.map((r) => `<li><a href="${esc(r.href)}" class="flex h-full items-center justify-between gap-3 rounded-xl bg-white p-5 font-semibold text-brand-800 shadow-sm ring-1 ring-slate-200 hover:ring-brand-600">${t(r.name)}${icon('arrow', 'h-5 w-5 shrink-0')}</a></li>`).join('')}</ul>`)}
<section id="emergency" aria-labelledby="emergency-title" class="bg-red-50 py-12"><div class="mx-auto max-w-4xl px-4 text-center sm:px-6">${icon('alert', 'mx-auto h-10 w-10 text-red-700')}<h2 id="emergency-title" class="mt-3 text-2xl font-bold text-red-900 sm:text-3xl">In an emergency, do not wait</h2><p class="mx-auto mt-3 max-w-2xl text-lg text-red-950">If someone is unresponsive, not breathing, having a seizure or in danger of harming themselves, call 911 now. For a mental-health crisis, call or text 988. For help getting into treatment today, our crisis line is answered 24/7.</p><div class="mt-6 flex flex-col justify-center gap-3 sm:flex-row">${button('Call 911', 'tel:911', 'emergency', true)}${button('Call 988 Lifeline', 'tel:988', 'secondary', true)}${button(`Crisis line ${site.crisisLine.display}`, tel, 'primary', true)}</div></div></section>`;
}

export function render(d) {
  const { site, navigation } = d;
  const { header, footer } = sharedChrome(site, navigation);
  const title = substitute(d.title, site.tokens);
  const fullTitle = esc(`${title} | ${site.name}, ${site.city}`);
  const desc = esc(`${substitute(d.description, site.tokens)} ${site.descriptionSuffix}`);
  const canonical = esc(site.url + d.page.url);
  const keywords = d.keywords.map((k) => esc(substitute(k, site.tokens))).join(', ');
  const ld = goJson(graph({ title: d.title, description: d.description, condition: d.condition, signs: d.signs, faq: d.faq, availableServices: d.availableServices }, site, site.url + d.page.url));
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${fullTitle}</title><meta name="description" content="${desc}"><meta name="keywords" content="${keywords}"><meta name="robots" content="index,follow"><link rel="canonical" href="${canonical}"><meta name="theme-color" content="#0b655d"><meta property="og:type" content="website"><meta property="og:site_name" content="${esc(site.name)}"><meta property="og:title" content="${fullTitle}"><meta property="og:description" content="${desc}"><meta property="og:url" content="${canonical}"><meta property="og:locale" content="en_US"><meta name="twitter:card" content="summary"><meta name="twitter:title" content="${fullTitle}"><meta name="twitter:description" content="${desc}"><meta name="format-detection" content="telephone=no"><link rel="icon" href="data:,"><link rel="stylesheet" href="/assets/site.css">
<script type="application/ld+json">${ld}</script>
</head>
<body class="min-h-screen bg-white"><a href="#main" class="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800 focus:shadow-lg">Skip to main content</a>
${header}
<main id="main" class="pt-16 lg:pt-[4.5rem]">${main(d, site)}</main>
${footer}
</body></html>
`;
}
