/**
 * Draw the placeholder photos the site ships with (9 facility views, 4 staff
 * portraits) as JPEGs in content/images/: `npx tsx scripts/make-placeholders.ts`.
 * Each says on its face that it is a placeholder, so an operator knows to
 * replace it; content marks them with `placeholder: true` too. The SHA-256 of
 * each drawing goes into generator/validate/stand-in-pictures.json, the one
 * list `site build --production` compares every picture with, so a stand-in is
 * refused by its bytes whatever it is named and whether or not it is marked.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const SCENES: [slug: string, label: string, dark: string, light: string][] = [
  ['exterior-pool', 'Exterior and pool', '#0f766e', '#5eead4'],
  ['living-room', 'Living areas', '#1e3a5f', '#93c5fd'],
  ['bedroom', 'Private bedrooms', '#4c1d95', '#c4b5fd'],
  ['therapy-room', 'Therapy spaces', '#134e4a', '#99f6e4'],
  ['common-area', 'Common areas', '#7c2d12', '#fdba74'],
  ['dining', 'Dining room', '#713f12', '#fde68a'],
  ['recreation', 'Recreation', '#14532d', '#86efac'],
  ['wellness-center', 'Wellness centre', '#312e81', '#a5b4fc'],
  ['gardens', 'Gardens', '#365314', '#bef264'],
];
const PORTRAITS: [dark: string, light: string][] = [['#0f766e', '#ccfbf1'], ['#1e3a8a', '#dbeafe'], ['#6d28d9', '#ede9fe'], ['#9a3412', '#ffedd5']];

const scene = (label: string, dark: string, light: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect width="1200" height="800" fill="url(#g)"/><circle cx="930" cy="210" r="90" fill="#fff" fill-opacity=".35"/>
<path d="M0 560 C220 470 380 500 560 560 S920 640 1200 520 V800 H0Z" fill="${dark}" fill-opacity=".55"/>
<path d="M0 650 C260 590 520 620 760 680 S1050 720 1200 660 V800 H0Z" fill="${dark}" fill-opacity=".8"/>
<rect x="330" y="330" width="540" height="140" rx="20" fill="#fff" fill-opacity=".88"/>
<text x="600" y="392" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="40" font-weight="bold" fill="${dark}">${label}</text>
<text x="600" y="440" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="24" fill="#334155">Placeholder photo: replace before launch</text></svg>`;

const portrait = (dark: string, light: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
<rect width="600" height="600" fill="${light}"/><circle cx="300" cy="235" r="110" fill="${dark}" fill-opacity=".75"/>
<path d="M90 600 C110 430 200 370 300 370 S490 430 510 600Z" fill="${dark}" fill-opacity=".75"/>
<text x="300" y="575" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="26" fill="#fff">Placeholder portrait</text></svg>`;

const jpeg = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();

const drawings: [path: string, svg: string][] = [
  ...SCENES.map(([slug, label, dark, light]): [string, string] => [`images/facility/${slug}.jpg`, scene(label, dark, light)]),
  ...PORTRAITS.map(([dark, light], i): [string, string] => [`images/team/portrait-${i + 1}.jpg`, portrait(dark, light)]),
];
await mkdir('content/images/facility', { recursive: true });
await mkdir('content/images/team', { recursive: true });
/** SHA-256 (hex) of each drawing -> the path it was drawn at. */
const hashes: Record<string, string> = {};
for (const [path, svg] of drawings) {
  const bytes = await jpeg(svg);
  await writeFile(`content/${path}`, bytes);
  hashes[createHash('sha256').update(bytes).digest('hex')] = path;
}
const list = { $comment: 'Written by scripts/make-placeholders.ts: the SHA-256 of each stand-in picture it draws, with the path it draws it at. Do not edit by hand.', sha256: hashes };
await writeFile('generator/validate/stand-in-pictures.json', JSON.stringify(list, null, 2) + '\n');
console.log(`Wrote ${drawings.length} placeholder images to content/images/ and their hashes to generator/validate/stand-in-pictures.json`);
