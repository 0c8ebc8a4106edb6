// The treatment page, one JavaScript render function: the same HTML as our generator's TreatmentPage.
import { jsonLd } from './jsonld.js';
import { button, esc, fillTokens, footer, header, icon, scripts, section, slots } from './parts.js';

/** The description and the suffix, at most 160 characters, cut at a word as our generator cuts it. */
function metaDescription(description, suffix) {
  const full = `${description.trim()} ${suffix}`;
  if (full.length <= 160) return full;
  const cut = description.slice(0, 160 - suffix.length - 2 + 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[\s,.;:–-]+$/, '')}… ${suffix}`;
}

let shared; // the header, footer, scripts and token values: the same on every page, made once
const PAGE_KEYS = ['title', 'description', 'keywords', 'condition', 'hero', 'overview', 'signs', 'approach', 'insurance', 'faq', 'relatedTreatments', 'availableServices'];

export default function render(data) {
  const s = data.layoutData;
  shared ??= { header: header(s), footer: footer(s), scripts: scripts(s), values: Object.fromEntries(s.tokens.map((t) => [t.from.slice(1, -1), t.to])) };
  const { site, words: w } = s;
  const m = w.treatment;
  const p = fillTokens(Object.fromEntries(PAGE_KEYS.map((k) => [k, data[k]])), shared.values);
  const url = `${site.url}/treatment/${data.page.fileSlug}`;
  const title = esc(`${p.title} | ${site.name}, ${site.city}`);
  const desc = esc(metaDescription(p.description, site.descriptionSuffix));
  const tel = `tel:${site.crisisLine.tel}`;
  const call = slots(w.callPhone, { phone: site.crisisLine.display });
  const faqProps = esc(JSON.stringify({ items: p.faq, group: 'faq' }));

  return `<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${title}</title><meta name="description" content="${desc}"/><meta name="keywords" content="${esc(p.keywords.join(', '))}"/><meta name="robots" content="index,follow"/><link rel="canonical" href="${url}"/><meta name="theme-color" content="#0b655d"/><meta property="og:type" content="website"/><meta property="og:site_name" content="${esc(site.name)}"/><meta property="og:title" content="${title}"/><meta property="og:description" content="${desc}"/><meta property="og:url" content="${url}"/><meta property="og:locale" content="en_US"/><meta name="twitter:card" content="summary"/><meta name="twitter:title" content="${title}"/><meta name="twitter:description" content="${desc}"/><meta name="format-detection" content="telephone=no"/><link rel="icon" href="data:,"/><link rel="stylesheet" href="${s.assets.css}"/><script type="application/ld+json">${jsonLd(p, s, url)}</script></head>`
    + `<body class="min-h-screen bg-white"><a href="#main" class="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800 focus:shadow-lg">${esc(w.skipToContent)}</a>${shared.header}<main id="main">`
    + `<section class="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white"><div class="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8"><p class="text-sm font-semibold uppercase tracking-wider text-brand-100">${esc(m.eyebrowTreatment)}</p><h1 class="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">${esc(p.hero.title)}</h1><p class="mt-5 max-w-2xl text-lg leading-relaxed text-brand-50 sm:text-xl">${esc(p.hero.subtitle)}</p><div class="mt-8 flex flex-col gap-3 sm:flex-row">${button(call, tel, 'emergency', true)}${button(m.verifyInsurance, '/#insurance-form', 'outline', true)}</div>`
    + `<div class="mt-10"><dl class="grid grid-cols-1 gap-4 sm:grid-cols-3">${p.hero.stats.map((x) => `<div class="flex flex-col-reverse rounded-xl px-4 py-4 text-center bg-white/10 ring-1 ring-white/25"><dt class="order-2 text-sm text-brand-50">${esc(x.label)}</dt><dd class="text-2xl font-bold text-white">${esc(x.number)}</dd></div>`).join('')}</dl></div></div></section>`
    + section('overview', p.overview.title, p.overview.description, 'white', `<div class="grid gap-5 md:grid-cols-2 lg:grid-cols-4">${p.overview.features.map((f) => `<div class="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">${icon('check', 'mb-3 h-7 w-7 text-brand-700')}<h3 class="text-lg font-semibold text-ink">${esc(f.title)}</h3><p class="mt-2 leading-relaxed text-slate-700">${esc(f.description)}</p></div>`).join('')}</div>`)
    + section('signs', p.signs.title, p.signs.description, 'tint', `<ol class="mx-auto grid max-w-4xl gap-3 sm:grid-cols-2">${p.signs.symptoms.map((x, i) => `<li class="flex gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"><span class="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white" aria-hidden="true">${i + 1}</span><span class="leading-relaxed text-slate-800">${esc(x)}</span></li>`).join('')}</ol>`)
    + section('approach', p.approach.title, p.approach.description, 'white', `<div class="grid gap-5 md:grid-cols-2">${p.approach.methods.map((x) => `<div class="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"><h3 class="text-lg font-semibold text-ink">${esc(x.title)}</h3><p class="mt-2 leading-relaxed text-slate-700">${esc(x.description)}</p></div>`).join('')}</div>`)
    + (p.insurance ? section('insurance', p.insurance.title, p.insurance.description, 'tint', `<ul class="mx-auto grid max-w-3xl gap-3">${p.insurance.points.map((x) => `<li class="flex gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">${icon('shield', 'h-6 w-6 shrink-0 text-brand-700')}<span>${esc(x)}</span></li>`).join('')}</ul><div class="mt-8 text-center">${button(m.verifyMyInsurance, '/#insurance-form', 'primary')}</div>`) : '')
    + section('contact', m.talkTitle, m.talkIntro, 'brand', `<div class="flex flex-col justify-center gap-3 sm:flex-row">${button(call, tel, 'secondary', true)}${button(m.requestConsultation, '/#consultation-form', 'outline', true)}${button(m.checkInsurance, '/#insurance-form', 'outline', true)}</div>`)
    + section('faq', m.faq, '', 'white', `<div data-island="Accordion" data-props="${faqProps}" class="contents"><div data-accordion="" class="mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">${p.faq.map((q) => `<details name="faq" class="group/faq px-5 sm:px-6"><summary class="flex items-start justify-between gap-4 py-5 text-left font-semibold text-ink text-base sm:text-lg"><span>${esc(q.question)}</span>${icon('chevron', 'mt-1 h-5 w-5 shrink-0 text-brand-700 transition-transform group-open/faq:rotate-180')}</summary><p class="pb-5 leading-relaxed text-slate-700">${esc(q.answer)}</p></details>`).join('')}</div></div>`)
    + section('related', m.related, '', 'tint', `<ul class="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">${p.relatedTreatments.map((r) => `<li><a href="${esc(r.href)}" class="flex h-full items-center justify-between gap-3 rounded-xl bg-white p-5 font-semibold text-brand-800 shadow-sm ring-1 ring-slate-200 hover:ring-brand-600">${esc(r.name)}${icon('arrow', 'h-5 w-5 shrink-0')}</a></li>`).join('')}</ul>`)
    + `<section id="emergency" aria-labelledby="emergency-title" class="bg-red-50 py-12"><div class="mx-auto max-w-4xl px-4 text-center sm:px-6">${icon('alert', 'mx-auto h-10 w-10 text-red-700')}<h2 id="emergency-title" class="mt-3 text-2xl font-bold text-red-900 sm:text-3xl">${esc(w.emergency.title)}</h2><p class="mx-auto mt-3 max-w-2xl text-lg text-red-950">${esc(w.emergency.body)}</p><div class="mt-6 flex flex-col justify-center gap-3 sm:flex-row">${button(w.emergency.call911, 'tel:911', 'emergency', true)}${button(w.emergency.call988, 'tel:988', 'secondary', true)}${button(slots(w.emergency.crisisLine, { phone: site.crisisLine.display }), tel, 'primary', true)}</div></div></section>`
    + `</main>${shared.footer}${shared.scripts}</body></html>`;
}
