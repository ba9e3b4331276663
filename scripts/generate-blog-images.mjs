#!/usr/bin/env node
/**
 * Generates the illustrative artwork used by the blog posts (public/content/blog/) and the FAQ
 * (public/content/faq/). Nothing is downloaded: every image is an SVG composed here (gradients, shapes,
 * leaf / fridge / air motifs) and rasterised to WebP with sharp.
 *
 *   node scripts/generate-blog-images.mjs          # writes every image
 *   node scripts/generate-blog-images.mjs --check  # only verifies size limits of existing files
 *
 * Limits: at most 1200 px wide, each file below 120 KB.
 */
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { rng } from './content-images/drawing.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAX_BYTES = 120 * 1024;
const MAX_WIDTH = 1200;

/* ---------- palette and helpers ---------- */

const palettes = {
  forest: ['#0f3d2e', '#1f6b4a', '#6fbf8f', '#e8f3ea', '#f6c667'],
  mint: ['#0d4a45', '#2a8c7c', '#9fd8c6', '#effaf5', '#ffb38a'],
  sky: ['#17325c', '#3c6fb0', '#9cc7e8', '#eef6fb', '#b8e0a8'],
  dusk: ['#2d2a4a', '#5b5aa0', '#b7b3e6', '#f4f2fb', '#8fd19e'],
  sand: ['#4a3a1f', '#9c7a3c', '#e6cf9a', '#fbf6ea', '#6fbf8f'],
  sage: ['#27402f', '#557a5a', '#b9d3b0', '#f3f7ef', '#e98f6f'],
};

const leaf = (x, y, size, rot, fill, vein = 'rgba(255,255,255,0.55)') => `
  <g transform="translate(${x} ${y}) rotate(${rot}) scale(${size / 100})">
    <path d="M0 0 C 35 -45, 95 -40, 120 0 C 95 40, 35 45, 0 0 Z" fill="${fill}"/>
    <path d="M4 0 C 45 -4, 80 -2, 116 0" stroke="${vein}" stroke-width="3" fill="none" stroke-linecap="round"/>
  </g>`;

const airLines = (w, h, color, rand, count = 5, opacity = 0.5) => {
  let out = '';
  for (let i = 0; i < count; i++) {
    const y = h * (0.15 + (0.7 * i) / count) + rand() * 30;
    const a = 40 + rand() * 60;
    const curl = 50 + rand() * 30;
    const cx = w * (0.55 + rand() * 0.3);
    out += `<path d="M -20 ${y} C ${w * 0.2} ${y - a}, ${w * 0.35} ${y + a}, ${cx - curl} ${y}
      a ${curl} ${curl} 0 1 1 ${curl} ${curl * 0.9}" fill="none" stroke="${color}" stroke-width="${6 + rand() * 6}"
      stroke-linecap="round" opacity="${opacity}"/>`;
  }
  return out;
};

const fridge = (x, y, w, h, p, opts = {}) => `
  <g transform="translate(${x} ${y})">
    <rect x="0" y="0" width="${w}" height="${h}" rx="28" fill="${p[3]}" stroke="${p[0]}" stroke-width="6"/>
    <line x1="0" y1="${h * 0.32}" x2="${w}" y2="${h * 0.32}" stroke="${p[0]}" stroke-width="6"/>
    <rect x="${w - 34}" y="${h * 0.1}" width="10" height="${h * 0.14}" rx="5" fill="${p[0]}"/>
    <rect x="${w - 34}" y="${h * 0.4}" width="10" height="${h * 0.2}" rx="5" fill="${p[0]}"/>
    ${[0.52, 0.7, 0.86].map((f) => `<line x1="22" y1="${h * f}" x2="${w - 52}" y2="${h * f}" stroke="${p[2]}" stroke-width="5" stroke-linecap="round"/>`).join('')}
    ${opts.device ? `<g transform="translate(${w * 0.3} ${h * 0.7 - 46})"><rect width="86" height="46" rx="20" fill="${p[1]}"/><circle cx="64" cy="23" r="7" fill="${p[4]}"/>${leaf(14, 24, 30, -20, p[3], p[1])}</g>` : ''}
  </g>`;

const produce = (x, y, r, color, stem) => `
  <g transform="translate(${x} ${y})">
    <circle r="${r}" fill="${color}"/>
    <circle cx="${-r * 0.35}" cy="${-r * 0.35}" r="${r * 0.28}" fill="rgba(255,255,255,0.35)"/>
    <path d="M0 ${-r} q 4 ${-r * 0.35} 10 ${-r * 0.45}" stroke="${stem}" stroke-width="5" fill="none" stroke-linecap="round"/>
  </g>`;

const plantPot = (x, y, s, p) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    ${leaf(0, -120, 90, -80, p[1])}${leaf(0, -110, 80, -130, p[2], p[1])}${leaf(0, -100, 85, -40, p[2], p[1])}
    ${leaf(0, -90, 70, -160, p[1])}${leaf(0, -95, 70, -15, p[1])}
    <path d="M -70 -90 L 70 -90 L 55 40 Q 0 60 -55 40 Z" fill="${p[0]}"/>
    <rect x="-78" y="-100" width="156" height="22" rx="11" fill="${p[1]}"/>
    <circle cx="0" cy="0" r="12" fill="${p[4]}"/>
  </g>`;

const box = (x, y, s, p) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <path d="M0 40 L110 0 L220 40 L110 80 Z" fill="${p[2]}"/>
    <path d="M0 40 L110 80 L110 200 L0 160 Z" fill="${p[1]}"/>
    <path d="M220 40 L110 80 L110 200 L220 160 Z" fill="${p[0]}"/>
    ${leaf(140, 130, 40, -30, p[3], p[2])}
  </g>`;

const wrench = (x, y, s, rot, color) => `
  <g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})">
    <path d="M0 -14 L160 -14 A 40 40 0 1 1 160 14 L0 14 A 14 14 0 0 1 0 -14 Z" fill="${color}"/>
    <circle cx="190" cy="0" r="18" fill="rgba(255,255,255,0.7)"/>
  </g>`;

const moon = (x, y, r, color, bg) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/><circle cx="${x + r * 0.45}" cy="${y - r * 0.3}" r="${r * 0.9}" fill="${bg}"/>`;

function frame(w, h, p, seed, inner) {
  const rand = rng(seed);
  const blobs = Array.from({ length: 6 }, () => {
    const cx = rand() * w;
    const cy = rand() * h;
    const r = 80 + rand() * 220;
    return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="${rand() > 0.5 ? p[2] : p[4]}" opacity="${(0.12 + rand() * 0.18).toFixed(2)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p[3]}"/><stop offset="1" stop-color="${p[2]}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.75" cy="0.25" r="0.6">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  ${blobs}
  <rect width="${w}" height="${h}" fill="url(#glow)"/>
  ${inner(rand)}
</svg>`;
}

/* ---------- the artwork ---------- */

const W = 1200;
const H = 675;

/** One entry per image: file (relative to public/), palette, composition. */
const images = [
  // Blog posts (English uid = file name).
  {
    file: 'content/blog/fridge-hacks.webp',
    pal: 'forest',
    art: (p, r) =>
      fridge(180, 90, 330, 520, p, { device: true }) +
      produce(720, 460, 70, '#e2553f', p[0]) +
      produce(860, 500, 55, p[4], p[0]) +
      produce(790, 360, 45, '#7cc36b', p[0]) +
      leaf(900, 200, 160, -25, p[1]) +
      leaf(980, 300, 110, 20, p[0]),
  },
  {
    file: 'content/blog/why-food-spoils.webp',
    pal: 'sage',
    art: (p, r) =>
      produce(420, 360, 150, p[4], p[0]) +
      Array.from(
        { length: 14 },
        () =>
          `<circle cx="${(620 + r() * 460).toFixed(0)}" cy="${(120 + r() * 440).toFixed(0)}" r="${(8 + r() * 22).toFixed(0)}" fill="none" stroke="${p[0]}" stroke-width="5" opacity="0.6"/>`,
      ).join('') +
      airLines(W, H, p[1], r, 3, 0.35),
  },
  {
    file: 'content/blog/fridge-temperature-zones.webp',
    pal: 'sky',
    art: (p, r) =>
      fridge(430, 70, 340, 540, p, { device: true }) +
      `<rect x="850" y="120" width="40" height="420" rx="20" fill="url(#bg)" stroke="${p[0]}" stroke-width="5"/><circle cx="870" cy="560" r="38" fill="${p[1]}"/><rect x="862" y="260" width="16" height="300" rx="8" fill="${p[1]}"/>` +
      leaf(120, 520, 150, -40, p[4], p[0]),
  },
  {
    file: 'content/blog/leftovers-weekly-plan.webp',
    pal: 'sand',
    art: (p, r) =>
      `<g transform="translate(150 110)">${Array.from({ length: 7 }, (_, i) => `<rect x="${i * 130}" y="0" width="110" height="${110 + (i % 3) * 40}" rx="18" fill="${i % 2 ? p[2] : p[3]}" stroke="${p[0]}" stroke-width="4"/>`).join('')}</g>` +
      `<ellipse cx="600" cy="500" rx="260" ry="70" fill="${p[3]}" stroke="${p[0]}" stroke-width="6"/>` +
      produce(520, 470, 40, p[4], p[0]) +
      produce(620, 460, 48, '#e2553f', p[0]) +
      leaf(680, 470, 90, -20, p[4]),
  },
  {
    file: 'content/blog/freshly-modes.webp',
    pal: 'mint',
    art: (p, r) =>
      [0, 1, 2]
        .map(
          (i) =>
            `<g transform="translate(${250 + i * 350} 340)"><circle r="${110 + i * 15}" fill="${[p[2], p[1], p[0]][i]}" opacity="0.9"/>${leaf(-50, 10, 90 + i * 10, -30, p[3], [p[2], p[1], p[0]][i])}</g>`,
        )
        .join('') + airLines(W, H, p[4], r, 2, 0.4),
  },
  {
    file: 'content/blog/indoor-air-basics.webp',
    pal: 'sky',
    art: (p, r) =>
      `<path d="M 330 600 L 330 330 L 600 130 L 870 330 L 870 600 Z" fill="${p[3]}" stroke="${p[0]}" stroke-width="8" stroke-linejoin="round"/><rect x="540" y="440" width="120" height="160" rx="12" fill="${p[1]}"/><rect x="400" y="370" width="90" height="80" rx="10" fill="${p[2]}"/><rect x="710" y="370" width="90" height="80" rx="10" fill="${p[2]}"/>` +
      airLines(W, H, p[1], r, 4, 0.45),
  },
  {
    file: 'content/blog/plants-and-clean-air.webp',
    pal: 'forest',
    art: (p, r) => plantPot(600, 520, 1.8, p) + airLines(W, H, p[3], r, 3, 0.5),
  },
  {
    file: 'content/blog/ventilation-routine.webp',
    pal: 'mint',
    art: (p, r) =>
      `<rect x="380" y="110" width="440" height="460" rx="20" fill="${p[3]}" stroke="${p[0]}" stroke-width="10"/><line x1="600" y1="110" x2="600" y2="570" stroke="${p[0]}" stroke-width="10"/><line x1="380" y1="340" x2="820" y2="340" stroke="${p[0]}" stroke-width="10"/>` +
      airLines(W, H, p[1], r, 5, 0.55) +
      leaf(150, 560, 130, -50, p[1]),
  },
  {
    file: 'content/blog/bedroom-air-sleep.webp',
    pal: 'dusk',
    art: (p, r) =>
      moon(900, 170, 80, p[3], p[2]) +
      `<rect x="200" y="380" width="620" height="150" rx="30" fill="${p[1]}"/><rect x="230" y="330" width="200" height="80" rx="30" fill="${p[3]}"/><rect x="180" y="300" width="40" height="280" rx="12" fill="${p[0]}"/><rect x="880" y="420" width="90" height="150" rx="40" fill="${p[3]}" stroke="${p[0]}" stroke-width="6"/><circle cx="925" cy="470" r="18" fill="${p[4]}"/>` +
      airLines(W, H, p[3], r, 2, 0.35),
  },
  {
    file: 'content/blog/designed-for-repair.webp',
    pal: 'sage',
    art: (p, r) =>
      wrench(300, 420, 1.6, -30, p[0]) +
      `<circle cx="780" cy="330" r="150" fill="${p[3]}" stroke="${p[1]}" stroke-width="14" stroke-dasharray="36 22"/>` +
      leaf(720, 330, 130, -20, p[1]),
  },
  {
    file: 'content/blog/packaging-and-shipping.webp',
    pal: 'sand',
    art: (p, r) => box(330, 180, 1.8, p) + airLines(W, H, p[4], r, 2, 0.4) + leaf(900, 520, 140, -30, p[4], p[0]),
  },
  {
    file: 'content/blog/referral-programme.webp',
    pal: 'forest',
    art: (p, r) =>
      `<g><circle cx="430" cy="300" r="70" fill="${p[1]}"/><path d="M 300 560 Q 430 380 560 560 Z" fill="${p[1]}"/><circle cx="770" cy="300" r="70" fill="${p[0]}"/><path d="M 640 560 Q 770 380 900 560 Z" fill="${p[0]}"/></g><path d="M 520 220 Q 600 140 680 220" fill="none" stroke="${p[4]}" stroke-width="12" stroke-linecap="round"/>` +
      leaf(560, 240, 80, -40, p[4], p[0]),
  },
  // FAQ diagrams.
  {
    file: 'content/faq/freshly-placement.webp',
    pal: 'mint',
    w: 960,
    h: 640,
    art: (p, r) =>
      fridge(330, 50, 300, 540, p, { device: true }) +
      `<path d="M 700 420 L 880 420" stroke="${p[4]}" stroke-width="10" stroke-linecap="round"/><path d="M 700 420 l 24 -16 m -24 16 l 24 16" stroke="${p[4]}" stroke-width="10" stroke-linecap="round"/>`,
  },
  {
    file: 'content/faq/freshly-wash-filter.webp',
    pal: 'sky',
    w: 960,
    h: 640,
    art: (p, r) =>
      `<rect x="300" y="200" width="360" height="240" rx="40" fill="${p[3]}" stroke="${p[0]}" stroke-width="8"/>${Array.from({ length: 9 }, (_, i) => `<line x1="${340 + i * 35}" y1="230" x2="${340 + i * 35}" y2="410" stroke="${p[1]}" stroke-width="8" stroke-linecap="round"/>`).join('')}` +
      Array.from(
        { length: 10 },
        () =>
          `<path d="M ${(200 + r() * 560).toFixed(0)} ${(60 + r() * 100).toFixed(0)} q 12 22 0 34 q -12 -12 0 -34 Z" fill="${p[1]}" opacity="0.7"/>`,
      ).join('') +
      leaf(720, 520, 120, -30, p[4], p[0]),
  },
];

async function main() {
  const checkOnly = process.argv.includes('--check');
  let failures = 0;
  for (const img of images) {
    const w = img.w ?? W;
    const h = img.h ?? H;
    const out = path.join(root, 'public', img.file);
    if (!checkOnly) {
      const p = palettes[img.pal];
      const svg = frame(w, h, p, img.file, (rand) => img.art(p, rand));
      await mkdir(path.dirname(out), { recursive: true });
      let quality = 82;
      // Lower the quality until the file fits the budget (gradients compress well, so this rarely loops).
      for (;;) {
        await sharp(Buffer.from(svg))
          .resize({ width: Math.min(w, MAX_WIDTH) })
          .webp({ quality, effort: 5 })
          .toFile(out);
        if ((await stat(out)).size < MAX_BYTES || quality <= 40) break;
        quality -= 8;
      }
    }
    const meta = await sharp(out).metadata();
    const { size } = await stat(out);
    const ok = meta.format === 'webp' && meta.width <= MAX_WIDTH && size < MAX_BYTES;
    if (!ok) failures++;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${img.file} ${meta.width}x${meta.height} ${(size / 1024).toFixed(1)} KB`);
  }
  if (failures) {
    console.error(`${failures} image(s) exceed the limits`);
    process.exit(1);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
