#!/usr/bin/env node
/**
 * Generates the illustrative seed images under public/content/ (products, lifestyle scenes, page heroes, plants,
 * foodprint badges). Every image is drawn as SVG here and rasterised to WebP with sharp, so the artwork is
 * reproducible and needs no download. Run: `node scripts/generate-content-images.mjs [filter]`.
 * Blog and FAQ images (public/content/blog, public/content/faq) are not produced here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

import { C, defs } from './content-images/drawing.mjs';
import { scenes } from './content-images/scenes.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'public', 'content');

// ---------------------------------------------------------------- manifest
const W = 1200,
  H = 800,
  HH = 675;
export const manifest = [
  // products (square)
  ['products/freshly', 1000, 1000, 'product', { device: 'freshly' }],
  ['products/verde-basic', 1000, 1000, 'product', { device: 'verde', from: '#eef3e6' }],
  ['products/verde-smart', 1000, 1000, 'product', { device: 'verde-smart', from: '#e5efe9' }],
  ['products/aura', 1000, 1000, 'product', { device: 'aura', from: '#eef1f4' }],
  ['products/spare-parts', 1000, 1000, 'parts', {}],
  // lifestyle
  ['lifestyle/home-hero', W, H, 'kitchen', {}],
  ['lifestyle/freshly-fridge', W, H, 'fridge', {}],
  ['lifestyle/verde-living-room', W, H, 'livingRoom', { plant: 'pothos' }],
  ['lifestyle/verde-smart-app', W, H, 'livingRoom', { smart: true, phone: true, plant: 'peace' }],
  ['lifestyle/aura-commute', W, H, 'commute', {}],
  ['lifestyle/family-kitchen', W, H, 'kitchen', { seed: 'family' }],
  // page heroes
  ['pages/technology', W, HH, 'tech', {}],
  ['pages/sustainability', W, HH, 'earth', {}],
  ['pages/reviews', W, HH, 'reviewsScene', {}],
  ['pages/about-us', W, HH, 'people', { n: 5 }],
  ['pages/team', W, HH, 'people', { n: 7 }],
  ['pages/story', W, HH, 'livingRoom', { plant: 'monstera' }],
  ['pages/careers', W, HH, 'people', { n: 4, seed: 'careers' }],
  ['pages/business', W, HH, 'business', { variant: 'city' }],
  ['pages/business-dealers', W, HH, 'business', { variant: 'dealers' }],
  ['pages/business-offices', W, HH, 'business', { variant: 'offices' }],
  ['pages/business-hospitality', W, HH, 'business', { variant: 'hospitality' }],
  ['pages/business-shops', W, HH, 'business', { variant: 'shops' }],
  ['pages/business-restaurants', W, HH, 'business', { variant: 'restaurants' }],
  ['pages/legal', W, HH, 'legal', {}],
  ['pages/security', W, HH, 'legal', { accent: C.slate, seed: 'sec' }],
  ['pages/warranty', W, HH, 'legal', { accent: C.clay, seed: 'warranty' }],
  ['pages/stores', W, HH, 'map', {}],
  ['pages/research', W, HH, 'lab', {}],
  ['pages/suppliers', W, HH, 'supply', {}],
  ['pages/app', W, HH, 'appScene', {}],
  ['pages/app-privacy', W, HH, 'appScene', { privacy: true, seed: 'privacy' }],
  ['pages/download', W, HH, 'appScene', { download: true, device: 'freshly', seed: 'dl' }],
  ['pages/user-guide', W, HH, 'manual', {}],
  ['pages/klarna', W, HH, 'pay', {}],
  ['pages/play', W, HH, 'play', {}],
  ['pages/referral', W, HH, 'gift', {}],
  ['pages/onboarding', W, HH, 'fridge', { seed: 'onboarding' }],
  ['pages/onboarding-step-1', 800, 600, 'step', { n: 1 }],
  ['pages/onboarding-step-2', 800, 600, 'step', { n: 2 }],
  ['pages/onboarding-step-3', 800, 600, 'step', { n: 3 }],
  ['pages/onboarding-step-4', 800, 600, 'step', { n: 4 }],
  ['pages/onboarding-step-5', 800, 600, 'step', { n: 5 }],
  ['pages/video-freshly', W, HH, 'video', { base: 'fridge', seed: 'vf' }],
  ['pages/video-verde', W, HH, 'video', { base: 'livingRoom', seed: 'vv', plant: 'snake' }],
  ['pages/video-aura', W, HH, 'video', { base: 'commute', seed: 'va' }],
  ['pages/video-onboarding', W, HH, 'video', { base: 'step', n: 3, seed: 'vo' }],
  // plants
  ['plants/pothos', 800, 800, 'plant', { plant: 'pothos' }],
  ['plants/peace-lily', 800, 800, 'plant', { plant: 'peace', smart: true }],
  ['plants/snake-plant', 800, 800, 'plant', { plant: 'snake', from: '#eef0e2' }],
  ['plants/spider-plant', 800, 800, 'plant', { plant: 'spider' }],
  ['plants/ficus', 800, 800, 'plant', { plant: 'ficus', smart: true, from: '#e8efe9' }],
  ['plants/monstera', 800, 800, 'plant', { plant: 'monstera', from: '#e6f0ea' }],
  // foodprint profiles
  ['foodprint/eco-appetizer', 800, 800, 'badge', { level: 1, from: '#fff2d9', to: '#ffe0b8', accent: C.carrot }],
  ['foodprint/waste-warrior', 800, 800, 'badge', { level: 2, from: '#ffe7dc', to: '#f8cbb6', accent: C.clay }],
  ['foodprint/mindful-meal-hiker', 800, 800, 'badge', { level: 3, from: '#eef6dc', to: '#d8ebb5', accent: '#7aa33b' }],
  ['foodprint/green-guru', 800, 800, 'badge', { level: 4, from: '#e1f3e8', to: '#bfe5cd', accent: C.leaf }],
  ['foodprint/zero-waste-wizard', 800, 800, 'badge', { level: 5, from: '#dff0f2', to: '#b9dde3', accent: '#2f7f8a' }],
  ['foodprint/eco-culinary-captain', 800, 800, 'badge', { level: 6, from: '#dcebe2', to: '#a9d2b9', accent: C.forest }],
];

async function render([name, w, h, scene, opts]) {
  const { def, body } = scenes[scene](w, h, { seed: name, ...opts });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs(def)}${body}</svg>`;
  const file = path.join(OUT, `${name}.webp`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  let quality = 82;
  for (;;) {
    const buf = await sharp(Buffer.from(svg)).webp({ quality, effort: 5 }).toBuffer();
    if (buf.length < 110_000 || quality <= 40) {
      fs.writeFileSync(file, buf);
      return { name, w, h, bytes: buf.length };
    }
    quality -= 8;
  }
}

const filter = process.argv[2];
const todo = manifest.filter(([name]) => !filter || name.includes(filter));
for (const item of todo) {
  const r = await render(item);
  console.log(`${r.name}.webp ${r.w}x${r.h} ${(r.bytes / 1024).toFixed(1)} KB`);
}
