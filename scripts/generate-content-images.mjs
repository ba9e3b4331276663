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

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'public', 'content');

// ---------------------------------------------------------------- palette & helpers
const C = {
  forest: '#0f3d2e', pine: '#1f6f50', leaf: '#3f9a6b', mint: '#9ed8bd', mist: '#e6f2ea', sage: '#a8c3a0',
  cream: '#f6f1e7', sand: '#e9dfc9', clay: '#d9825b', sun: '#f2c14e', sky: '#d6e9f2', ice: '#eef6f9',
  ink: '#1d2b36', slate: '#2f4b5a', white: '#ffffff', tomato: '#e0563b', carrot: '#ef8a2f', berry: '#7b3f8c',
};

function rng(seed) {
  let s = 0;
  for (const ch of String(seed)) s = (s * 31 + ch.charCodeAt(0)) >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const f = (n) => Math.round(n * 10) / 10;

const defs = (extra = '') => `<defs>
  <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="40"/></filter>
  <filter id="shadow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>
  <linearGradient id="device" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#dfe6e2"/></linearGradient>
  <linearGradient id="deviceDark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3a4a45"/><stop offset="1" stop-color="#1c2723"/></linearGradient>
  <linearGradient id="pot" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#f4f1ea"/><stop offset="0.6" stop-color="#ffffff"/><stop offset="1" stop-color="#d9d4c7"/></linearGradient>
  <linearGradient id="potSage" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#8fb08a"/><stop offset="0.6" stop-color="#b6cfb0"/><stop offset="1" stop-color="#6f9169"/></linearGradient>
  <radialGradient id="glow"><stop offset="0" stop-color="#9ed8bd" stop-opacity="0.9"/><stop offset="1" stop-color="#9ed8bd" stop-opacity="0"/></radialGradient>
  ${extra}
</defs>`;

function backdrop(w, h, from, to, seed, { blobs = 4, blobColors = [C.mint, C.sun, C.sage] } = {}) {
  const r = rng(seed);
  let s = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
  let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  for (let i = 0; i < blobs; i++) {
    const c = blobColors[i % blobColors.length];
    body += `<circle cx="${f(r() * w)}" cy="${f(r() * h)}" r="${f((0.12 + r() * 0.22) * Math.max(w, h))}" fill="${c}" opacity="${f(0.25 + r() * 0.25)}" filter="url(#soft)"/>`;
  }
  return { def: s, body };
}

function leaf(x, y, size, rot, color, vein = true) {
  const s = size;
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})"><path d="M0 0 C ${f(s * 0.3)} ${f(-s * 0.42)} ${f(s * 0.8)} ${f(-s * 0.36)} ${f(s)} 0 C ${f(s * 0.8)} ${f(s * 0.36)} ${f(s * 0.3)} ${f(s * 0.42)} 0 0 Z" fill="${color}"/>${
    vein ? `<path d="M${f(s * 0.05)} 0 L ${f(s * 0.92)} 0" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${f(Math.max(1, s * 0.03))}"/>` : ''
  }</g>`;
}

function leafSpray(x, y, size, seed, colors = [C.leaf, C.pine, C.mint], count = 7, spread = 140, baseRot = -90) {
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const rot = baseRot - spread / 2 + (spread * i) / Math.max(1, count - 1) + (r() - 0.5) * 14;
    out += leaf(x, y, size * (0.7 + r() * 0.4), rot, colors[i % colors.length]);
  }
  return out;
}

function shadow(cx, cy, rx, ry, o = 0.22) {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="#0b1f18" opacity="${o}" filter="url(#shadow)"/>`;
}

// ---------------------------------------------------------------- products
function freshly(cx, cy, s, { glow = true } = {}) {
  // An egg-shaped fridge purifier with a ring light and a front grille.
  const w = s * 0.62, h = s;
  let out = shadow(cx, cy + h * 0.52, w * 0.55, h * 0.07);
  if (glow) out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(s * 0.9)}" fill="url(#glow)" opacity="0.55"/>`;
  out += `<path d="M${f(cx)} ${f(cy - h / 2)} C ${f(cx + w * 0.62)} ${f(cy - h / 2)} ${f(cx + w * 0.55)} ${f(cy + h / 2)} ${f(cx)} ${f(cy + h / 2)} C ${f(cx - w * 0.55)} ${f(cy + h / 2)} ${f(cx - w * 0.62)} ${f(cy - h / 2)} ${f(cx)} ${f(cy - h / 2)} Z" fill="url(#device)" stroke="#c9d3ce" stroke-width="${f(s * 0.01)}"/>`;
  out += `<ellipse cx="${f(cx)}" cy="${f(cy - h * 0.12)}" rx="${f(w * 0.28)}" ry="${f(w * 0.28)}" fill="none" stroke="${C.leaf}" stroke-width="${f(s * 0.025)}"/>`;
  out += `<ellipse cx="${f(cx)}" cy="${f(cy - h * 0.12)}" rx="${f(w * 0.2)}" ry="${f(w * 0.2)}" fill="${C.mist}"/>`;
  for (let row = 0; row < 3; row++)
    for (let col = -2; col <= 2; col++)
      out += `<circle cx="${f(cx + col * w * 0.09)}" cy="${f(cy + h * (0.2 + row * 0.07))}" r="${f(s * 0.011)}" fill="#b7c3bd"/>`;
  out += `<path d="M${f(cx - w * 0.28)} ${f(cy - h * 0.36)} Q ${f(cx - w * 0.1)} ${f(cy - h * 0.47)} ${f(cx + w * 0.12)} ${f(cy - h * 0.43)}" stroke="#ffffff" stroke-width="${f(s * 0.03)}" fill="none" stroke-linecap="round" opacity="0.9"/>`;
  return out;
}

function verde(cx, cy, s, { smart = false, sage = false, seed = 'verde', plant = 'pothos' } = {}) {
  // A plant pot purifier: fan base, pot, plant on top. `cy` is the pot centre.
  const top = cy - s * 0.3, bottom = cy + s * 0.42, wt = s * 0.42, wb = s * 0.32;
  let out = shadow(cx, bottom + s * 0.03, wb * 1.2, s * 0.05);
  out += plantShape(cx, top, s, plant, seed);
  out += `<path d="M${f(cx - wt)} ${f(top)} L ${f(cx + wt)} ${f(top)} L ${f(cx + wb)} ${f(bottom)} L ${f(cx - wb)} ${f(bottom)} Z" fill="url(#${sage ? 'potSage' : 'pot'})"/>`;
  out += `<rect x="${f(cx - wt - s * 0.02)}" y="${f(top - s * 0.03)}" width="${f(2 * wt + s * 0.04)}" height="${f(s * 0.06)}" rx="${f(s * 0.02)}" fill="${sage ? '#7fa17a' : '#ece7dc'}"/>`;
  for (let i = 0; i < 6; i++) {
    const y = bottom - s * 0.06 - i * s * 0.025;
    const half = wb + (wt - wb) * ((bottom - y) / (bottom - top)) - s * 0.08;
    out += `<line x1="${f(cx - half)}" y1="${f(y)}" x2="${f(cx + half)}" y2="${f(y)}" stroke="${sage ? '#5f7f5a' : '#cfc8b8'}" stroke-width="${f(s * 0.008)}" stroke-linecap="round"/>`;
  }
  if (smart) {
    out += `<circle cx="${f(cx)}" cy="${f(cy - s * 0.05)}" r="${f(s * 0.07)}" fill="${C.ink}"/>`;
    out += `<circle cx="${f(cx)}" cy="${f(cy - s * 0.05)}" r="${f(s * 0.055)}" fill="none" stroke="${C.mint}" stroke-width="${f(s * 0.012)}" stroke-dasharray="${f(s * 0.25)} ${f(s * 0.1)}"/>`;
    out += `<circle cx="${f(cx)}" cy="${f(cy - s * 0.05)}" r="${f(s * 0.014)}" fill="${C.mint}"/>`;
  } else {
    out += `<circle cx="${f(cx)}" cy="${f(cy - s * 0.05)}" r="${f(s * 0.018)}" fill="${C.leaf}"/>`;
  }
  return out;
}

function plantShape(cx, baseY, s, kind, seed) {
  const r = rng(seed + kind);
  let out = '';
  const stem = (x1, y1, x2, y2, w = 0.012) => `<path d="M${f(x1)} ${f(y1)} Q ${f((x1 + x2) / 2 + (r() - 0.5) * s * 0.1)} ${f((y1 + y2) / 2)} ${f(x2)} ${f(y2)}" stroke="${C.pine}" stroke-width="${f(s * w)}" fill="none" stroke-linecap="round"/>`;
  switch (kind) {
    case 'snake': // upright sword leaves
      for (let i = 0; i < 7; i++) {
        const x = cx + (i - 3) * s * 0.07, hgt = s * (0.5 + r() * 0.35), lw = s * 0.06;
        const col = i % 2 ? '#2f6b3f' : '#4c8a4f';
        out += `<path d="M${f(x - lw / 2)} ${f(baseY)} Q ${f(x - lw)} ${f(baseY - hgt * 0.6)} ${f(x + (i - 3) * s * 0.02)} ${f(baseY - hgt)} Q ${f(x + lw)} ${f(baseY - hgt * 0.6)} ${f(x + lw / 2)} ${f(baseY)} Z" fill="${col}"/>`;
        out += `<path d="M${f(x)} ${f(baseY)} L ${f(x + (i - 3) * s * 0.02)} ${f(baseY - hgt * 0.95)}" stroke="#d8e7a0" stroke-width="${f(s * 0.006)}" opacity="0.6"/>`;
      }
      break;
    case 'spider': // arching thin leaves
      for (let i = 0; i < 16; i++) {
        const a = -170 + i * (160 / 15) + (r() - 0.5) * 6, len = s * (0.35 + r() * 0.25);
        const rad = (a * Math.PI) / 180;
        const x2 = cx + Math.cos(rad) * len, y2 = baseY + Math.sin(rad) * len * 0.8 + s * 0.12 * Math.abs(Math.cos(rad));
        out += `<path d="M${f(cx)} ${f(baseY)} Q ${f(cx + Math.cos(rad) * len * 0.5)} ${f(baseY + Math.sin(rad) * len)} ${f(x2)} ${f(y2)}" stroke="${i % 2 ? '#4f9a55' : '#cfe6b0'}" stroke-width="${f(s * 0.018)}" fill="none" stroke-linecap="round"/>`;
      }
      break;
    case 'peace': // broad leaves and white spathes
      out += leafSpray(cx, baseY, s * 0.42, seed, ['#2d6a3e', '#3c7f4c', '#245a34'], 7, 150);
      for (let i = 0; i < 3; i++) {
        const x = cx + (i - 1) * s * 0.14, y = baseY - s * (0.45 + r() * 0.12);
        out += stem(x, baseY, x, y + s * 0.05, 0.008);
        out += `<path d="M${f(x)} ${f(y - s * 0.1)} C ${f(x + s * 0.07)} ${f(y - s * 0.04)} ${f(x + s * 0.05)} ${f(y + s * 0.06)} ${f(x)} ${f(y + s * 0.07)} C ${f(x - s * 0.05)} ${f(y + s * 0.06)} ${f(x - s * 0.07)} ${f(y - s * 0.04)} ${f(x)} ${f(y - s * 0.1)} Z" fill="#fbfaf4"/>`;
        out += `<rect x="${f(x - s * 0.008)}" y="${f(y - s * 0.04)}" width="${f(s * 0.016)}" height="${f(s * 0.07)}" rx="${f(s * 0.008)}" fill="${C.sun}"/>`;
      }
      break;
    case 'ficus': // tree with round leaves
      out += stem(cx, baseY, cx, baseY - s * 0.55, 0.025);
      for (let i = 0; i < 48; i++) {
        const a = r() * Math.PI * 2, d = Math.sqrt(r()) * s * 0.3;
        out += leaf(cx + Math.cos(a) * d - s * 0.06, baseY - s * 0.6 + Math.sin(a) * d * 0.75, s * 0.14, r() * 360, ['#1f5c3a', '#3b8a57', '#2c7047'][i % 3]);
      }
      break;
    case 'monstera': // split leaves
      for (let i = 0; i < 5; i++) {
        const a = (-150 + i * 30) * (Math.PI / 180), len = s * (0.4 + r() * 0.12);
        const lx = cx + Math.cos(a) * len, ly = baseY + Math.sin(a) * len;
        out += stem(cx, baseY, lx, ly, 0.012);
        out += `<g transform="translate(${f(lx)} ${f(ly)}) rotate(${f((a * 180) / Math.PI + 90)})"><ellipse rx="${f(s * 0.13)}" ry="${f(s * 0.16)}" fill="${i % 2 ? '#25704a' : '#2f8557'}"/>`;
        for (let k = -2; k <= 2; k++) if (k) out += `<path d="M${f(Math.sign(k) * s * 0.02)} ${f(k * s * 0.04)} L ${f(Math.sign(k) * s * 0.14)} ${f(k * s * 0.05)}" stroke="${C.cream}" stroke-width="${f(s * 0.015)}"/>`;
        out += `</g>`;
      }
      break;
    default: // pothos: trailing heart leaves
      out += leafSpray(cx, baseY, s * 0.3, seed, ['#3f9a4b', '#6dbb5a', '#2d7a3e'], 9, 170);
      for (const side of [-1, 1]) {
        let x = cx + side * s * 0.38, y = baseY;
        for (let k = 0; k < 5; k++) {
          out += leaf(x, y, s * 0.12, side > 0 ? 60 + r() * 40 : 80 + r() * 40, k % 2 ? '#6dbb5a' : '#3f9a4b', false);
          x += side * s * 0.03;
          y += s * 0.1;
        }
      }
  }
  return out;
}

function aura(cx, cy, s, { lanyard = true } = {}) {
  // Personal purifier: rounded puck with a circular grille, worn on a cord.
  const w = s * 0.5, h = s * 0.7;
  let out = shadow(cx, cy + h * 0.55, w * 0.6, s * 0.05);
  if (lanyard)
    out += `<path d="M${f(cx - w * 0.25)} ${f(cy - h / 2)} C ${f(cx - w * 0.8)} ${f(cy - h * 1.5)} ${f(cx + w * 0.8)} ${f(cy - h * 1.5)} ${f(cx + w * 0.25)} ${f(cy - h / 2)}" stroke="${C.clay}" stroke-width="${f(s * 0.025)}" fill="none"/>`;
  out += `<rect x="${f(cx - w / 2)}" y="${f(cy - h / 2)}" width="${f(w)}" height="${f(h)}" rx="${f(w * 0.45)}" fill="url(#deviceDark)"/>`;
  out += `<circle cx="${f(cx)}" cy="${f(cy - h * 0.1)}" r="${f(w * 0.32)}" fill="#2a3733" stroke="${C.mint}" stroke-width="${f(s * 0.012)}"/>`;
  for (let ring = 1; ring <= 3; ring++)
    for (let k = 0; k < ring * 6; k++) {
      const a = (k / (ring * 6)) * Math.PI * 2;
      out += `<circle cx="${f(cx + Math.cos(a) * ring * w * 0.08)}" cy="${f(cy - h * 0.1 + Math.sin(a) * ring * w * 0.08)}" r="${f(s * 0.008)}" fill="#6e7f79"/>`;
    }
  out += `<rect x="${f(cx - w * 0.15)}" y="${f(cy + h * 0.3)}" width="${f(w * 0.3)}" height="${f(s * 0.012)}" rx="${f(s * 0.006)}" fill="${C.mint}"/>`;
  return out;
}

// ---------------------------------------------------------------- scene parts
function fridgeInterior(w, h, seed, withDevice = true) {
  const r = rng(seed);
  let out = `<rect width="${w}" height="${h}" fill="${C.ice}"/><rect x="0" y="0" width="${w}" height="${h}" fill="#ffffff" opacity="0.4"/>`;
  const shelves = [0.36, 0.68];
  for (const sy of shelves) out += `<rect x="0" y="${f(h * sy)}" width="${w}" height="${f(h * 0.025)}" fill="#cfe3ec" opacity="0.9"/><rect x="0" y="${f(h * sy + h * 0.025)}" width="${w}" height="${f(h * 0.01)}" fill="#a9c6d3" opacity="0.6"/>`;
  // produce on shelves
  const items = (y, x0, x1) => {
    let o = '';
    for (let x = x0; x < x1; ) {
      const t = Math.floor(r() * 5), sz = h * (0.06 + r() * 0.05);
      if (t === 0) o += `<circle cx="${f(x + sz)}" cy="${f(y - sz)}" r="${f(sz)}" fill="${C.tomato}"/><path d="M${f(x + sz - sz * 0.3)} ${f(y - sz * 2)} l ${f(sz * 0.3)} ${f(sz * 0.2)} l ${f(sz * 0.3)} ${f(-sz * 0.2)}" stroke="${C.pine}" stroke-width="${f(sz * 0.15)}" fill="none"/>`;
      else if (t === 1) o += `<path d="M${f(x)} ${f(y - sz * 0.6)} L ${f(x + sz * 3)} ${f(y - sz * 0.3)} L ${f(x)} ${f(y)} Z" fill="${C.carrot}"/>` + leaf(x, y - sz * 0.3, sz * 0.9, 200, C.leaf, false);
      else if (t === 2) o += `<rect x="${f(x)}" y="${f(y - sz * 2.2)}" width="${f(sz * 1.6)}" height="${f(sz * 2.2)}" rx="${f(sz * 0.3)}" fill="#ffffff" stroke="#b9cfd9" stroke-width="2"/><rect x="${f(x - sz * 0.05)}" y="${f(y - sz * 2.4)}" width="${f(sz * 1.7)}" height="${f(sz * 0.35)}" rx="4" fill="${C.clay}"/>`;
      else if (t === 3) for (let k = 0; k < 5; k++) o += `<circle cx="${f(x + sz * 0.4 + (k % 3) * sz * 0.5)}" cy="${f(y - sz * 0.35 - Math.floor(k / 3) * sz * 0.45)}" r="${f(sz * 0.3)}" fill="${C.berry}"/>`;
      else o += `<ellipse cx="${f(x + sz * 1.2)}" cy="${f(y - sz * 0.8)}" rx="${f(sz * 1.2)}" ry="${f(sz * 0.8)}" fill="#7cc46a"/><ellipse cx="${f(x + sz * 1.1)}" cy="${f(y - sz * 1.0)}" rx="${f(sz * 0.8)}" ry="${f(sz * 0.5)}" fill="#a6dc8a"/>`;
      x += sz * (2.4 + r() * 1.5);
    }
    return o;
  };
  out += items(h * shelves[0], w * 0.04, w * 0.95);
  out += items(h * shelves[1], w * 0.04, withDevice ? w * 0.5 : w * 0.95);
  out += items(h * 0.98, w * 0.04, w * 0.95);
  if (withDevice) out += freshly(w * 0.72, h * shelves[1] - h * 0.14, h * 0.25);
  out += `<rect width="${w}" height="${h}" fill="none" stroke="#dce9ee" stroke-width="${f(w * 0.03)}"/>`;
  return out;
}

function room(w, h, seed, { window = true, sofa = true } = {}) {
  let out = `<rect width="${w}" height="${h}" fill="${C.cream}"/><rect y="${f(h * 0.74)}" width="${w}" height="${f(h * 0.26)}" fill="${C.sand}"/>`;
  if (window) {
    out += `<rect x="${f(w * 0.08)}" y="${f(h * 0.1)}" width="${f(w * 0.3)}" height="${f(h * 0.46)}" rx="8" fill="${C.sky}" stroke="#ffffff" stroke-width="${f(w * 0.012)}"/>`;
    out += `<line x1="${f(w * 0.23)}" y1="${f(h * 0.1)}" x2="${f(w * 0.23)}" y2="${f(h * 0.56)}" stroke="#ffffff" stroke-width="${f(w * 0.008)}"/>`;
    out += `<circle cx="${f(w * 0.3)}" cy="${f(h * 0.2)}" r="${f(h * 0.05)}" fill="${C.sun}" opacity="0.8"/>`;
  }
  if (sofa) {
    out += `<rect x="${f(w * 0.44)}" y="${f(h * 0.5)}" width="${f(w * 0.42)}" height="${f(h * 0.2)}" rx="${f(h * 0.04)}" fill="#5d8a78"/>`;
    out += `<rect x="${f(w * 0.42)}" y="${f(h * 0.58)}" width="${f(w * 0.46)}" height="${f(h * 0.14)}" rx="${f(h * 0.04)}" fill="#4d7867"/>`;
    out += `<rect x="${f(w * 0.52)}" y="${f(h * 0.5)}" width="${f(w * 0.08)}" height="${f(h * 0.08)}" rx="${f(h * 0.02)}" fill="${C.sun}" opacity="0.9"/>`;
    out += `<rect x="${f(w * 0.45)}" y="${f(h * 0.72)}" width="${f(w * 0.015)}" height="${f(h * 0.05)}" fill="#3b5d50"/><rect x="${f(w * 0.84)}" y="${f(h * 0.72)}" width="${f(w * 0.015)}" height="${f(h * 0.05)}" fill="#3b5d50"/>`;
  }
  return out;
}

function person(x, y, s, color, skin = '#e8b89a') {
  return `<circle cx="${f(x)}" cy="${f(y - s * 0.75)}" r="${f(s * 0.17)}" fill="${skin}"/><path d="M${f(x - s * 0.3)} ${f(y)} Q ${f(x - s * 0.3)} ${f(y - s * 0.52)} ${f(x)} ${f(y - s * 0.54)} Q ${f(x + s * 0.3)} ${f(y - s * 0.52)} ${f(x + s * 0.3)} ${f(y)} Z" fill="${color}"/>`;
}

function phone(x, y, s, content = '') {
  const w = s * 0.5, h = s;
  return `${shadow(x + w / 2, y + h, w * 0.5, s * 0.03)}<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(w * 0.14)}" fill="${C.ink}"/><rect x="${f(x + w * 0.06)}" y="${f(y + h * 0.04)}" width="${f(w * 0.88)}" height="${f(h * 0.92)}" rx="${f(w * 0.1)}" fill="${C.mist}"/>` +
    (content ||
      `<circle cx="${f(x + w / 2)}" cy="${f(y + h * 0.32)}" r="${f(w * 0.28)}" fill="none" stroke="#cfe3d7" stroke-width="${f(w * 0.06)}"/><path d="M${f(x + w / 2)} ${f(y + h * 0.32 - w * 0.28)} A ${f(w * 0.28)} ${f(w * 0.28)} 0 1 1 ${f(x + w / 2 - w * 0.27)} ${f(y + h * 0.32 + w * 0.06)}" fill="none" stroke="${C.leaf}" stroke-width="${f(w * 0.06)}" stroke-linecap="round"/>` +
        [0.6, 0.7, 0.8].map((p, i) => `<rect x="${f(x + w * 0.16)}" y="${f(y + h * p)}" width="${f(w * (0.68 - i * 0.12))}" height="${f(h * 0.045)}" rx="${f(h * 0.02)}" fill="${i ? '#cfe3d7' : C.leaf}"/>`).join(''));
}

function playButton(cx, cy, r) {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="#ffffff" opacity="0.92"/><path d="M${f(cx - r * 0.3)} ${f(cy - r * 0.45)} L ${f(cx + r * 0.5)} ${f(cy)} L ${f(cx - r * 0.3)} ${f(cy + r * 0.45)} Z" fill="${C.forest}"/>`;
}

function star(cx, cy, r, color = C.sun) {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5, rr = i % 2 ? r * 0.45 : r;
    d += `${i ? 'L' : 'M'}${f(cx + Math.cos(a) * rr)} ${f(cy + Math.sin(a) * rr)} `;
  }
  return `<path d="${d}Z" fill="${color}"/>`;
}

function box(x, y, w, h, color = '#c9a679') {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="6" fill="${color}"/><rect x="${f(x + w * 0.42)}" y="${f(y)}" width="${f(w * 0.16)}" height="${f(h)}" fill="#e9d8b8" opacity="0.7"/><path d="M${f(x)} ${f(y + h * 0.2)} L ${f(x + w)} ${f(y + h * 0.2)}" stroke="#a9865a" stroke-width="3"/>`;
}

function sheet(x, y, w, h, seed, accent = C.leaf) {
  const r = rng(seed);
  let out = `${shadow(x + w / 2, y + h, w * 0.45, 12, 0.15)}<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="10" fill="#ffffff"/>`;
  out += `<rect x="${f(x + w * 0.1)}" y="${f(y + h * 0.08)}" width="${f(w * 0.5)}" height="${f(h * 0.05)}" rx="6" fill="${accent}"/>`;
  for (let i = 0; i < 9; i++) out += `<rect x="${f(x + w * 0.1)}" y="${f(y + h * (0.2 + i * 0.075))}" width="${f(w * (0.55 + r() * 0.25))}" height="${f(h * 0.025)}" rx="4" fill="#d9e2dd"/>`;
  return out;
}

function shield(cx, cy, s, color = C.pine) {
  return `<path d="M${f(cx)} ${f(cy - s / 2)} L ${f(cx + s * 0.4)} ${f(cy - s * 0.32)} L ${f(cx + s * 0.36)} ${f(cy + s * 0.1)} Q ${f(cx + s * 0.25)} ${f(cy + s * 0.38)} ${f(cx)} ${f(cy + s / 2)} Q ${f(cx - s * 0.25)} ${f(cy + s * 0.38)} ${f(cx - s * 0.36)} ${f(cy + s * 0.1)} L ${f(cx - s * 0.4)} ${f(cy - s * 0.32)} Z" fill="${color}"/><path d="M${f(cx - s * 0.15)} ${f(cy)} l ${f(s * 0.1)} ${f(s * 0.1)} l ${f(s * 0.2)} ${f(-s * 0.22)}" stroke="#ffffff" stroke-width="${f(s * 0.06)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function airflow(w, h, seed, color = '#ffffff', n = 7) {
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < n; i++) {
    const y = h * (0.15 + (0.7 * i) / n) + (r() - 0.5) * 20;
    out += `<path d="M${f(-20)} ${f(y)} C ${f(w * 0.3)} ${f(y - 60 * r())} ${f(w * 0.6)} ${f(y + 60 * r())} ${f(w + 20)} ${f(y - 20)}" stroke="${color}" stroke-opacity="${f(0.25 + r() * 0.3)}" stroke-width="${f(2 + r() * 4)}" fill="none" stroke-dasharray="${f(20 + r() * 60)} ${f(10 + r() * 30)}"/>`;
  }
  return out;
}

function particles(x0, y0, w, h, seed, colors = [C.clay, C.sun, '#9aa5a0'], n = 40) {
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < n; i++) out += `<circle cx="${f(x0 + r() * w)}" cy="${f(y0 + r() * h)}" r="${f(2 + r() * 6)}" fill="${colors[i % colors.length]}" opacity="${f(0.35 + r() * 0.5)}"/>`;
  return out;
}

function building(x, y, w, h, color, windows = '#f6f1e7') {
  let out = `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${color}"/>`;
  for (let r = 0; r < Math.floor(h / 50); r++)
    for (let c = 0; c < Math.floor(w / 40); c++) out += `<rect x="${f(x + 12 + c * 40)}" y="${f(y + 15 + r * 50)}" width="18" height="24" rx="3" fill="${windows}" opacity="0.8"/>`;
  return out;
}

// ---------------------------------------------------------------- scenes
const scenes = {
  product(w, h, o) {
    const bg = backdrop(w, h, o.from ?? C.mist, o.to ?? '#ffffff', o.seed, { blobs: 3 });
    let body = bg.body + leafSpray(w * 0.15, h * 0.95, w * 0.22, o.seed + 'l', [C.mint, C.sage], 5, 90, -60) + leafSpray(w * 0.9, h * 0.9, w * 0.18, o.seed + 'r', [C.mint, C.sage], 4, 80, -120);
    const s = Math.min(w, h);
    if (o.device === 'freshly') body += freshly(w / 2, h * 0.5, s * 0.55);
    if (o.device === 'verde') body += verde(w / 2, h * 0.62, s * 0.62, { seed: o.seed, plant: 'pothos' });
    if (o.device === 'verde-smart') body += verde(w / 2, h * 0.62, s * 0.62, { smart: true, sage: true, seed: o.seed, plant: 'peace' });
    if (o.device === 'aura') body += aura(w / 2, h * 0.58, s * 0.6);
    if (o.device === 'parts') {
      body += `<g>${shadow(w * 0.3, h * 0.72, s * 0.14, 14)}<rect x="${f(w * 0.2)}" y="${f(h * 0.42)}" width="${f(s * 0.2)}" height="${f(s * 0.3)}" rx="${f(s * 0.04)}" fill="#ffffff" stroke="#cdd8d2" stroke-width="3"/>`;
      for (let i = 0; i < 8; i++) body += `<line x1="${f(w * 0.22)}" y1="${f(h * 0.46 + i * s * 0.03)}" x2="${f(w * 0.2 + s * 0.18)}" y2="${f(h * 0.46 + i * s * 0.03)}" stroke="${C.sage}" stroke-width="5"/>`;
      body += `</g>` + freshly(w * 0.62, h * 0.5, s * 0.35, { glow: false });
      body += `<path d="M${f(w * 0.62)} ${f(h * 0.72)} C ${f(w * 0.7)} ${f(h * 0.85)} ${f(w * 0.85)} ${f(h * 0.7)} ${f(w * 0.86)} ${f(h * 0.82)}" stroke="${C.ink}" stroke-width="8" fill="none" stroke-linecap="round"/><rect x="${f(w * 0.84)}" y="${f(h * 0.8)}" width="30" height="18" rx="4" fill="${C.ink}"/>`;
    }
    return { def: bg.def, body };
  },
  fridge(w, h, o) {
    return { def: '', body: fridgeInterior(w, h, o.seed, true) };
  },
  livingRoom(w, h, o) {
    let body = room(w, h, o.seed);
    body += `<rect x="${f(w * 0.08)}" y="${f(h * 0.62)}" width="${f(w * 0.22)}" height="${f(h * 0.14)}" rx="6" fill="#b48a5a"/>`;
    body += verde(w * 0.19, h * 0.5, h * 0.28, { smart: o.smart, sage: o.smart, seed: o.seed, plant: o.plant ?? 'pothos' });
    body += airflow(w, h * 0.6, o.seed, C.leaf, 4);
    if (o.phone) body += phone(w * 0.66, h * 0.22, h * 0.5);
    return { def: '', body };
  },
  commute(w, h, o) {
    const bg = backdrop(w, h, C.sky, '#f3efe6', o.seed, { blobs: 3, blobColors: [C.sun, C.mint] });
    let body = bg.body;
    const r = rng(o.seed);
    for (let x = 0; x < w; ) {
      const bw = 80 + r() * 120, bh = h * (0.25 + r() * 0.35);
      body += building(x, h * 0.8 - bh, bw, bh, ['#b9c9cf', '#a6b8bf', '#c8d4d8'][Math.floor(r() * 3)]);
      x += bw + 10;
    }
    body += `<rect y="${f(h * 0.8)}" width="${w}" height="${f(h * 0.2)}" fill="#8a9a9f"/>`;
    body += airflow(w, h * 0.7, o.seed, '#ffffff', 6);
    body += person(w * 0.35, h * 0.98, h * 0.7, C.pine);
    body += aura(w * 0.35, h * 0.6, h * 0.18, { lanyard: false });
    body += `<path d="M${f(w * 0.3)} ${f(h * 0.48)} Q ${f(w * 0.35)} ${f(h * 0.56)} ${f(w * 0.4)} ${f(h * 0.48)}" stroke="${C.clay}" stroke-width="6" fill="none"/>`;
    return { def: bg.def, body };
  },
  kitchen(w, h, o) {
    let body = `<rect width="${w}" height="${h}" fill="${C.cream}"/><rect y="${f(h * 0.62)}" width="${w}" height="${f(h * 0.38)}" fill="#d9cdb4"/><rect y="${f(h * 0.6)}" width="${w}" height="${f(h * 0.04)}" fill="#ffffff"/>`;
    body += `<rect x="${f(w * 0.06)}" y="${f(h * 0.08)}" width="${f(w * 0.28)}" height="${f(h * 0.84)}" rx="14" fill="#f4f7f6" stroke="#d5dedb" stroke-width="4"/><line x1="${f(w * 0.06)}" y1="${f(h * 0.36)}" x2="${f(w * 0.34)}" y2="${f(h * 0.36)}" stroke="#d5dedb" stroke-width="4"/><rect x="${f(w * 0.3)}" y="${f(h * 0.42)}" width="10" height="${f(h * 0.16)}" rx="5" fill="#b5c2bd"/>`;
    body += `<g transform="translate(${f(w * 0.42)} ${f(h * 0.12)}) scale(0.45)">${fridgeInterior(w, h * 0.8, o.seed, true)}</g>`;
    body += person(w * 0.78, h * 0.62, h * 0.5, C.clay) + person(w * 0.9, h * 0.62, h * 0.36, C.leaf, '#c98e6b');
    for (let i = 0; i < 3; i++) body += `<circle cx="${f(w * (0.5 + i * 0.06))}" cy="${f(h * 0.57)}" r="${f(h * 0.03)}" fill="${[C.tomato, C.sun, '#7cc46a'][i]}"/>`;
    return { def: '', body };
  },
  tech(w, h, o) {
    const bg = backdrop(w, h, C.forest, C.slate, o.seed, { blobs: 3, blobColors: [C.leaf, C.pine] });
    let body = bg.body;
    for (let i = 1; i <= 5; i++) body += `<circle cx="${f(w * 0.62)}" cy="${f(h / 2)}" r="${f(h * 0.08 * i)}" fill="none" stroke="${C.mint}" stroke-opacity="${f(0.5 - i * 0.08)}" stroke-width="2"/>`;
    body += particles(0, h * 0.1, w * 0.45, h * 0.8, o.seed, [C.clay, C.sun, '#b8c2be']);
    body += airflow(w, h, o.seed, C.mint, 6);
    body += particles(w * 0.75, h * 0.2, w * 0.25, h * 0.6, o.seed + 'c', [C.mint, '#ffffff'], 16);
    body += freshly(w * 0.62, h / 2, h * 0.5);
    return { def: bg.def, body };
  },
  earth(w, h, o) {
    const bg = backdrop(w, h, '#e7f1e1', C.cream, o.seed);
    let body = bg.body;
    const cx = w / 2, cy = h * 0.52, R = h * 0.32;
    body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="#9fd3c7"/><path d="M${f(cx - R * 0.7)} ${f(cy - R * 0.3)} q ${f(R * 0.3)} ${f(-R * 0.4)} ${f(R * 0.6)} ${f(-R * 0.1)} q ${f(R * 0.2)} ${f(R * 0.4)} ${f(-R * 0.1)} ${f(R * 0.6)} q ${f(-R * 0.4)} ${f(R * 0.1)} ${f(-R * 0.5)} ${f(-R * 0.5)} Z" fill="${C.leaf}"/><path d="M${f(cx + R * 0.1)} ${f(cy + R * 0.1)} q ${f(R * 0.4)} ${f(-R * 0.3)} ${f(R * 0.7)} ${f(0)} q ${f(-R * 0.1)} ${f(R * 0.5)} ${f(-R * 0.5)} ${f(R * 0.6)} Z" fill="${C.pine}"/>`;
    for (let i = 0; i < 3; i++) {
      const a = (i * 2 * Math.PI) / 3;
      body += `<path d="M${f(cx + Math.cos(a) * R * 1.25)} ${f(cy + Math.sin(a) * R * 1.25)} A ${f(R * 1.25)} ${f(R * 1.25)} 0 0 1 ${f(cx + Math.cos(a + 1.6) * R * 1.25)} ${f(cy + Math.sin(a + 1.6) * R * 1.25)}" stroke="${C.pine}" stroke-width="10" fill="none" stroke-linecap="round"/>`;
      const ax = cx + Math.cos(a + 1.6) * R * 1.25, ay = cy + Math.sin(a + 1.6) * R * 1.25, t = a + 1.6 + Math.PI / 2;
      body += `<path d="M${f(ax + Math.cos(t) * 26)} ${f(ay + Math.sin(t) * 26)} L ${f(ax + Math.cos(t + 2.4) * 18)} ${f(ay + Math.sin(t + 2.4) * 18)} L ${f(ax + Math.cos(t - 2.4) * 18)} ${f(ay + Math.sin(t - 2.4) * 18)} Z" fill="${C.pine}"/>`;
    }
    body += leafSpray(cx, cy - R * 0.95, R * 0.45, o.seed, [C.leaf, C.mint], 5, 100);
    return { def: bg.def, body };
  },
  reviewsScene(w, h, o) {
    const bg = backdrop(w, h, C.cream, C.mist, o.seed);
    let body = bg.body;
    const r = rng(o.seed);
    for (let i = 0; i < 3; i++) {
      const x = w * (0.08 + i * 0.3), y = h * (0.2 + (i % 2) * 0.18), bw = w * 0.26, bh = h * 0.36;
      body += `${shadow(x + bw / 2, y + bh, bw * 0.4, 12, 0.15)}<rect x="${f(x)}" y="${f(y)}" width="${f(bw)}" height="${f(bh)}" rx="24" fill="#ffffff"/><path d="M${f(x + bw * 0.2)} ${f(y + bh)} l 0 36 l 36 -36 Z" fill="#ffffff"/>`;
      for (let k = 0; k < 5; k++) body += star(x + bw * (0.18 + k * 0.16), y + bh * 0.25, bw * 0.06);
      for (let k = 0; k < 3; k++) body += `<rect x="${f(x + bw * 0.1)}" y="${f(y + bh * (0.5 + k * 0.14))}" width="${f(bw * (0.6 + r() * 0.25))}" height="${f(bh * 0.06)}" rx="6" fill="#d9e2dd"/>`;
    }
    return { def: bg.def, body };
  },
  people(w, h, o) {
    const bg = backdrop(w, h, C.mist, C.cream, o.seed);
    let body = bg.body;
    const r = rng(o.seed);
    const cols = [C.pine, C.clay, C.leaf, C.slate, C.sun, '#5d8a78'], skins = ['#e8b89a', '#c98e6b', '#8d5a3b', '#f1cbb0'];
    const n = o.n ?? 6;
    for (let i = 0; i < n; i++) body += person(w * (0.1 + (0.8 * i) / (n - 1)), h * (0.92 - (i % 2) * 0.06), h * (0.5 + r() * 0.12), cols[i % cols.length], skins[i % skins.length]);
    body += leafSpray(w * 0.5, h * 0.3, h * 0.18, o.seed, [C.leaf, C.mint], 5, 120);
    return { def: bg.def, body };
  },
  business(w, h, o) {
    const bg = backdrop(w, h, '#e3efe8', '#f7f4ec', o.seed);
    let body = bg.body;
    const v = o.variant;
    if (v === 'offices') {
      body += `<rect y="${f(h * 0.7)}" width="${w}" height="${f(h * 0.3)}" fill="#d6d0c2"/>`;
      for (let i = 0; i < 3; i++) {
        const x = w * (0.1 + i * 0.3);
        body += `<rect x="${f(x)}" y="${f(h * 0.55)}" width="${f(w * 0.22)}" height="${f(h * 0.04)}" fill="#b48a5a"/><rect x="${f(x + w * 0.06)}" y="${f(h * 0.38)}" width="${f(w * 0.1)}" height="${f(h * 0.15)}" rx="6" fill="${C.ink}"/>`;
        body += person(x + w * 0.11, h * 0.78, h * 0.35, [C.pine, C.clay, C.slate][i]);
      }
      body += verde(w * 0.92, h * 0.56, h * 0.22, { smart: true, sage: true, seed: 'office', plant: 'snake' });
    } else if (v === 'hospitality') {
      body += `<rect x="${f(w * 0.2)}" y="${f(h * 0.5)}" width="${f(w * 0.55)}" height="${f(h * 0.25)}" rx="16" fill="#ffffff"/><rect x="${f(w * 0.2)}" y="${f(h * 0.35)}" width="${f(w * 0.06)}" height="${f(h * 0.4)}" rx="8" fill="#b48a5a"/><rect x="${f(w * 0.3)}" y="${f(h * 0.45)}" width="${f(w * 0.14)}" height="${f(h * 0.08)}" rx="12" fill="${C.sky}"/><rect x="${f(w * 0.4)}" y="${f(h * 0.52)}" width="${f(w * 0.35)}" height="${f(h * 0.2)}" rx="10" fill="${C.leaf}" opacity="0.8"/>`;
      body += `<rect x="${f(w * 0.78)}" y="${f(h * 0.6)}" width="${f(w * 0.12)}" height="${f(h * 0.15)}" rx="6" fill="#b48a5a"/>` + verde(w * 0.84, h * 0.5, h * 0.2, { seed: 'hotel', plant: 'peace' });
    } else if (v === 'shops') {
      body += `<rect x="${f(w * 0.1)}" y="${f(h * 0.25)}" width="${f(w * 0.8)}" height="${f(h * 0.6)}" fill="#ffffff"/><path d="M${f(w * 0.08)} ${f(h * 0.25)} L ${f(w * 0.92)} ${f(h * 0.25)} L ${f(w * 0.88)} ${f(h * 0.12)} L ${f(w * 0.12)} ${f(h * 0.12)} Z" fill="${C.pine}"/>`;
      for (let i = 0; i < 8; i++) body += `<path d="M${f(w * (0.1 + i * 0.1))} ${f(h * 0.25)} a ${f(w * 0.05)} ${f(w * 0.03)} 0 0 0 ${f(w * 0.1)} 0" fill="${i % 2 ? C.pine : C.mint}"/>`;
      body += `<rect x="${f(w * 0.16)}" y="${f(h * 0.38)}" width="${f(w * 0.4)}" height="${f(h * 0.3)}" fill="${C.sky}"/><rect x="${f(w * 0.64)}" y="${f(h * 0.38)}" width="${f(w * 0.18)}" height="${f(h * 0.47)}" fill="#b48a5a"/>`;
      body += freshly(w * 0.28, h * 0.56, h * 0.16, { glow: false }) + verde(w * 0.45, h * 0.58, h * 0.14, { seed: 'shop' });
    } else if (v === 'restaurants') {
      body += `<rect y="${f(h * 0.66)}" width="${w}" height="${f(h * 0.34)}" fill="#cdb58f"/>`;
      for (let i = 0; i < 2; i++) {
        const x = w * (0.15 + i * 0.4);
        body += `<ellipse cx="${f(x + w * 0.15)}" cy="${f(h * 0.6)}" rx="${f(w * 0.17)}" ry="${f(h * 0.05)}" fill="#ffffff"/><rect x="${f(x + w * 0.14)}" y="${f(h * 0.62)}" width="${f(w * 0.02)}" height="${f(h * 0.2)}" fill="#8a6a45"/>`;
        body += `<circle cx="${f(x + w * 0.1)}" cy="${f(h * 0.58)}" r="${f(h * 0.04)}" fill="${C.tomato}"/><circle cx="${f(x + w * 0.2)}" cy="${f(h * 0.58)}" r="${f(h * 0.035)}" fill="#7cc46a"/>`;
      }
      body += `<rect x="${f(w * 0.76)}" y="${f(h * 0.08)}" width="${f(w * 0.2)}" height="${f(h * 0.6)}" rx="12" fill="#e4ecea"/>`;
      body += `<svg x="${f(w * 0.775)}" y="${f(h * 0.1)}" width="${f(w * 0.17)}" height="${f(h * 0.56)}" viewBox="0 0 600 800" preserveAspectRatio="none">${fridgeInterior(600, 800, o.seed, true)}</svg>`;
    } else if (v === 'dealers') {
      for (let i = 0; i < 4; i++) for (let j = 0; j < 3 - (i % 2); j++) body += box(w * (0.08 + i * 0.12), h * (0.7 - j * 0.18), w * 0.11, h * 0.17);
      body += `<rect x="${f(w * 0.6)}" y="${f(h * 0.45)}" width="${f(w * 0.3)}" height="${f(h * 0.3)}" rx="10" fill="${C.pine}"/><rect x="${f(w * 0.84)}" y="${f(h * 0.55)}" width="${f(w * 0.1)}" height="${f(h * 0.2)}" rx="10" fill="${C.forest}"/><circle cx="${f(w * 0.68)}" cy="${f(h * 0.78)}" r="${f(h * 0.05)}" fill="${C.ink}"/><circle cx="${f(w * 0.86)}" cy="${f(h * 0.78)}" r="${f(h * 0.05)}" fill="${C.ink}"/>`;
      body += leafSpray(w * 0.75, h * 0.6, h * 0.1, 'truck', ['#ffffff', C.mint], 3, 60);
    } else {
      for (const [i, c] of ['#a7c4b5', '#8fb3a1', '#bcd3c6', '#7ea392'].entries()) body += building(w * (0.08 + i * 0.22), h * (0.3 + (i % 2) * 0.12), w * 0.18, h * (0.7 - (i % 2) * 0.12), c);
      body += leafSpray(w * 0.5, h * 0.25, h * 0.15, o.seed, [C.leaf, C.mint], 6, 140);
    }
    return { def: bg.def, body };
  },
  legal(w, h, o) {
    const bg = backdrop(w, h, '#eef3ef', C.cream, o.seed, { blobs: 2 });
    let body = bg.body + sheet(w * 0.18, h * 0.12, w * 0.32, h * 0.78, o.seed, C.pine) + sheet(w * 0.4, h * 0.18, w * 0.32, h * 0.74, o.seed + 'b', C.clay);
    body += shield(w * 0.78, h * 0.48, h * 0.36, o.accent ?? C.pine);
    return { def: bg.def, body };
  },
  map(w, h, o) {
    const bg = backdrop(w, h, '#e3efe8', '#f3efe4', o.seed, { blobs: 2 });
    let body = bg.body;
    const r = rng(o.seed);
    for (let i = 0; i < 9; i++) body += `<path d="M${f(r() * w)} ${f(-10)} C ${f(r() * w)} ${f(h * 0.3)} ${f(r() * w)} ${f(h * 0.6)} ${f(r() * w)} ${f(h + 10)}" stroke="#ffffff" stroke-width="${f(6 + r() * 10)}" fill="none"/>`;
    body += `<path d="M0 ${f(h * 0.7)} C ${f(w * 0.3)} ${f(h * 0.6)} ${f(w * 0.5)} ${f(h * 0.85)} ${w} ${f(h * 0.72)} L ${w} ${h} L 0 ${h} Z" fill="${C.sky}"/>`;
    for (let i = 0; i < 6; i++) {
      const x = w * (0.12 + r() * 0.76), y = h * (0.2 + r() * 0.4);
      body += `${shadow(x, y + 50, 18, 5, 0.25)}<path d="M${f(x)} ${f(y + 50)} C ${f(x - 40)} ${f(y)} ${f(x - 30)} ${f(y - 35)} ${f(x)} ${f(y - 35)} C ${f(x + 30)} ${f(y - 35)} ${f(x + 40)} ${f(y)} ${f(x)} ${f(y + 50)} Z" fill="${i % 2 ? C.clay : C.pine}"/><circle cx="${f(x)}" cy="${f(y - 5)}" r="12" fill="#ffffff"/>`;
    }
    return { def: bg.def, body };
  },
  lab(w, h, o) {
    const bg = backdrop(w, h, '#eaf4f1', '#ffffff', o.seed, { blobs: 3 });
    let body = bg.body;
    const r = rng(o.seed);
    for (let i = 0; i < 3; i++) {
      const cx = w * (0.18 + i * 0.22), cy = h * 0.68, R = h * 0.14;
      body += `${shadow(cx, cy + R * 0.5, R, 10, 0.15)}<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(R)}" ry="${f(R * 0.45)}" fill="#ffffff" stroke="#b9cfd9" stroke-width="4"/>`;
      const n = [28, 10, 1][i];
      for (let k = 0; k < n; k++) body += `<circle cx="${f(cx + (r() - 0.5) * R * 1.4)}" cy="${f(cy + (r() - 0.5) * R * 0.6)}" r="${f(3 + r() * 5)}" fill="${C.clay}" opacity="0.75"/>`;
    }
    body += `<path d="M${f(w * 0.78)} ${f(h * 0.15)} l 0 ${f(h * 0.25)} l ${f(-h * 0.15)} ${f(h * 0.35)} q -6 ${f(h * 0.08)} 20 ${f(h * 0.08)} l ${f(h * 0.26)} 0 q 26 0 20 ${f(-h * 0.08)} l ${f(-h * 0.15)} ${f(-h * 0.35)} l 0 ${f(-h * 0.25)} Z" fill="#ffffff" stroke="#b9cfd9" stroke-width="5"/><path d="M${f(w * 0.78 - h * 0.09)} ${f(h * 0.6)} l ${f(h * 0.27)} 0 l ${f(h * 0.07)} ${f(h * 0.14)} q 4 ${f(h * 0.05)} -14 ${f(h * 0.05)} l ${f(-h * 0.38)} 0 q -18 0 -14 ${f(-h * 0.05)} Z" fill="${C.mint}"/>`;
    body += leafSpray(w * 0.5, h * 0.28, h * 0.12, o.seed, [C.leaf, C.mint], 5, 140);
    return { def: bg.def, body };
  },
  supply(w, h, o) {
    const bg = backdrop(w, h, '#eaf1e3', C.cream, o.seed);
    let body = bg.body + `<rect y="${f(h * 0.8)}" width="${w}" height="${f(h * 0.2)}" fill="#c9d8c4"/>`;
    body += box(w * 0.08, h * 0.52, w * 0.16, h * 0.28) + box(w * 0.26, h * 0.6, w * 0.13, h * 0.2, '#bd9a6c') + box(w * 0.15, h * 0.32, w * 0.13, h * 0.2, '#d2b285');
    body += leafSpray(w * 0.62, h * 0.78, h * 0.35, o.seed, [C.leaf, C.pine, C.mint], 9, 160);
    body += `<circle cx="${f(w * 0.85)}" cy="${f(h * 0.2)}" r="${f(h * 0.08)}" fill="${C.sun}"/>`;
    return { def: bg.def, body };
  },
  appScene(w, h, o) {
    const bg = backdrop(w, h, C.mist, '#ffffff', o.seed);
    let body = bg.body + phone(w * 0.5, h * 0.12, h * 0.76);
    body += o.device === 'freshly' ? freshly(w * 0.3, h * 0.55, h * 0.45) : verde(w * 0.3, h * 0.62, h * 0.42, { smart: true, sage: true, seed: o.seed, plant: 'peace' });
    if (o.download) body += `<circle cx="${f(w * 0.82)}" cy="${f(h * 0.3)}" r="${f(h * 0.1)}" fill="${C.pine}"/><path d="M${f(w * 0.82)} ${f(h * 0.24)} L ${f(w * 0.82)} ${f(h * 0.35)} M ${f(w * 0.79)} ${f(h * 0.32)} L ${f(w * 0.82)} ${f(h * 0.35)} L ${f(w * 0.85)} ${f(h * 0.32)}" stroke="#ffffff" stroke-width="8" stroke-linecap="round" fill="none"/>`;
    if (o.privacy) body += shield(w * 0.82, h * 0.35, h * 0.26);
    return { def: bg.def, body };
  },
  manual(w, h, o) {
    const bg = backdrop(w, h, C.cream, C.mist, o.seed);
    let body = bg.body + sheet(w * 0.12, h * 0.1, w * 0.34, h * 0.8, o.seed, C.pine) + freshly(w * 0.29, h * 0.66, h * 0.2, { glow: false });
    body += `<circle cx="${f(w * 0.7)}" cy="${f(h * 0.5)}" r="${f(h * 0.2)}" fill="${C.pine}"/><path d="M${f(w * 0.7)} ${f(h * 0.4)} L ${f(w * 0.7)} ${f(h * 0.58)} M ${f(w * 0.65)} ${f(h * 0.53)} L ${f(w * 0.7)} ${f(h * 0.58)} L ${f(w * 0.75)} ${f(h * 0.53)}" stroke="#ffffff" stroke-width="14" stroke-linecap="round" fill="none"/>`;
    return { def: bg.def, body };
  },
  pay(w, h, o) {
    const bg = backdrop(w, h, '#fbe8ef', C.cream, o.seed, { blobs: 3, blobColors: ['#f4b6c9', C.mint, C.sun] });
    let body = bg.body;
    body += `${shadow(w * 0.33, h * 0.78, w * 0.2, 14)}<rect x="${f(w * 0.12)}" y="${f(h * 0.3)}" width="${f(w * 0.4)}" height="${f(h * 0.44)}" rx="26" fill="${C.ink}" transform="rotate(-8 ${f(w * 0.32)} ${f(h * 0.52)})"/><rect x="${f(w * 0.16)}" y="${f(h * 0.4)}" width="${f(w * 0.08)}" height="${f(h * 0.08)}" rx="8" fill="${C.sun}" transform="rotate(-8 ${f(w * 0.32)} ${f(h * 0.52)})"/>`;
    for (let i = 0; i < 3; i++) body += `<circle cx="${f(w * (0.62 + i * 0.11))}" cy="${f(h * 0.5)}" r="${f(h * 0.08)}" fill="${i ? '#ffffff' : C.pine}" stroke="${C.pine}" stroke-width="6"/>`;
    return { def: bg.def, body };
  },
  play(w, h, o) {
    const bg = backdrop(w, h, '#fff4d6', C.mist, o.seed, { blobs: 4, blobColors: [C.sun, C.mint, '#f4b6c9'] });
    let body = bg.body;
    const r = rng(o.seed);
    for (let i = 0; i < 14; i++) {
      const x = r() * w, y = r() * h, s = 20 + r() * 40, c = [C.clay, C.leaf, C.sun, C.pine][i % 4];
      body += i % 3 === 0 ? star(x, y, s, c) : i % 3 === 1 ? `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.6)}" fill="${c}" opacity="0.8"/>` : leaf(x, y, s * 1.5, r() * 360, c, false);
    }
    body += playButton(w / 2, h / 2, h * 0.2);
    return { def: bg.def, body };
  },
  gift(w, h, o) {
    const bg = backdrop(w, h, C.mist, '#fff6e6', o.seed, { blobs: 3 });
    let body = bg.body;
    for (const [x, c] of [[0.28, C.pine], [0.58, C.clay]]) {
      const bx = w * x, by = h * 0.42, bw = w * 0.22, bh = h * 0.4;
      body += `${shadow(bx + bw / 2, by + bh, bw * 0.5, 12)}<rect x="${f(bx)}" y="${f(by)}" width="${f(bw)}" height="${f(bh)}" rx="10" fill="${c}"/><rect x="${f(bx - 10)}" y="${f(by - h * 0.07)}" width="${f(bw + 20)}" height="${f(h * 0.09)}" rx="10" fill="${c}" opacity="0.85"/><rect x="${f(bx + bw * 0.43)}" y="${f(by - h * 0.07)}" width="${f(bw * 0.14)}" height="${f(bh + h * 0.07)}" fill="${C.sun}"/>`;
      body += `<path d="M${f(bx + bw / 2)} ${f(by - h * 0.07)} c ${f(-bw * 0.3)} ${f(-h * 0.12)} ${f(-bw * 0.4)} 0 0 0 c ${f(bw * 0.4)} 0 ${f(bw * 0.3)} ${f(-h * 0.12)} 0 0" stroke="${C.sun}" stroke-width="10" fill="none"/>`;
    }
    body += `<path d="M${f(w * 0.5)} ${f(h * 0.3)} c -40 -40 -90 10 0 60 c 90 -50 40 -100 0 -60 Z" fill="${C.tomato}"/>`;
    return { def: bg.def, body };
  },
  parts(w, h, o) {
    return scenes.product(w, h, { ...o, device: 'parts' });
  },
  step(w, h, o) {
    const bg = backdrop(w, h, C.mist, '#ffffff', o.seed, { blobs: 2 });
    let body = bg.body;
    const n = o.n;
    if (n === 1) body += box(w * 0.15, h * 0.45, w * 0.4, h * 0.4) + freshly(w * 0.68, h * 0.5, h * 0.45);
    if (n === 2) {
      body += freshly(w * 0.35, h * 0.5, h * 0.5) + `<path d="M${f(w * 0.35)} ${f(h * 0.76)} C ${f(w * 0.45)} ${f(h * 0.95)} ${f(w * 0.6)} ${f(h * 0.6)} ${f(w * 0.7)} ${f(h * 0.62)}" stroke="${C.ink}" stroke-width="10" fill="none"/>`;
      body += `<rect x="${f(w * 0.7)} " y="${f(h * 0.3)}" width="${f(w * 0.2)}" height="${f(h * 0.4)}" rx="14" fill="none" stroke="${C.pine}" stroke-width="10"/><rect x="${f(w * 0.77)}" y="${f(h * 0.25)}" width="${f(w * 0.06)}" height="${f(h * 0.05)}" fill="${C.pine}"/>`;
      for (let i = 0; i < 3; i++) body += `<rect x="${f(w * 0.73)}" y="${f(h * (0.58 - i * 0.11))}" width="${f(w * 0.14)}" height="${f(h * 0.08)}" rx="6" fill="${C.leaf}"/>`;
    }
    if (n === 3) body += phone(w * 0.55, h * 0.1, h * 0.8) + freshly(w * 0.3, h * 0.5, h * 0.45) + `<path d="M${f(w * 0.42)} ${f(h * 0.35)} q 30 -30 60 0 M ${f(w * 0.44)} ${f(h * 0.42)} q 18 -18 36 0" stroke="${C.leaf}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
    if (n === 4) body += `<g transform="scale(1)">${fridgeInterior(w, h, o.seed, true)}</g>` + `<circle cx="${f(w * 0.72)}" cy="${f(h * 0.54)}" r="${f(h * 0.22)}" fill="none" stroke="${C.clay}" stroke-width="8" stroke-dasharray="18 12"/>`;
    if (n === 5) {
      body += freshly(w * 0.5, h * 0.45, h * 0.45, { glow: true });
      for (const [i, c] of [[0, C.mint], [1, C.leaf], [2, C.pine]]) body += `<circle cx="${f(w * (0.3 + i * 0.2))}" cy="${f(h * 0.85)}" r="${f(h * 0.06)}" fill="${c}" stroke="#ffffff" stroke-width="6"/>`;
    }
    return { def: bg.def, body };
  },
  video(w, h, o) {
    const inner = scenes[o.base](w, h, o);
    return { def: inner.def, body: inner.body + `<rect width="${w}" height="${h}" fill="#0b1f18" opacity="0.25"/>` + playButton(w / 2, h / 2, h * 0.11) };
  },
  plant(w, h, o) {
    const bg = backdrop(w, h, o.from ?? C.mist, C.cream, o.seed, { blobs: 3 });
    return { def: bg.def, body: bg.body + verde(w / 2, h * 0.66, Math.min(w, h) * 0.5, { smart: o.smart, sage: o.smart, seed: o.seed, plant: o.plant }) };
  },
  badge(w, h, o) {
    const bg = backdrop(w, h, o.from, o.to, o.seed, { blobs: 3, blobColors: ['#ffffff', C.sun] });
    const cx = w / 2, cy = h / 2, R = Math.min(w, h) * 0.32;
    let body = bg.body + `${shadow(cx, cy + R * 1.05, R * 0.8, 16)}<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="#ffffff"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.86)}" fill="none" stroke="${o.accent}" stroke-width="${f(R * 0.05)}" stroke-dasharray="${f(R * 0.12)} ${f(R * 0.06)}"/>`;
    const lv = o.level;
    body += leafSpray(cx, cy + R * 0.35, R * (0.35 + lv * 0.05), o.seed, [o.accent, C.leaf, C.mint], 3 + lv, 60 + lv * 16);
    for (let i = 0; i < Math.ceil(lv / 2); i++) body += star(cx + (i - (Math.ceil(lv / 2) - 1) / 2) * R * 0.28, cy - R * 0.55, R * 0.1, C.sun);
    return { def: bg.def, body };
  },
};

// ---------------------------------------------------------------- manifest
const W = 1200, H = 800, HH = 675;
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
