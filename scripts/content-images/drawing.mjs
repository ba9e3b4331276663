// Drawing primitives for the seed artwork: palette, random source, products and scene parts (SVG strings).

// ---------------------------------------------------------------- palette & helpers
export const C = {
  forest: '#0f3d2e',
  pine: '#1f6f50',
  leaf: '#3f9a6b',
  mint: '#9ed8bd',
  mist: '#e6f2ea',
  sage: '#a8c3a0',
  cream: '#f6f1e7',
  sand: '#e9dfc9',
  clay: '#d9825b',
  sun: '#f2c14e',
  sky: '#d6e9f2',
  ice: '#eef6f9',
  ink: '#1d2b36',
  slate: '#2f4b5a',
  white: '#ffffff',
  tomato: '#e0563b',
  carrot: '#ef8a2f',
  berry: '#7b3f8c',
};

export function rng(seed) {
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
export const f = (n) => Math.round(n * 10) / 10;

export const defs = (extra = '') => `<defs>
  <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="40"/></filter>
  <filter id="shadow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>
  <linearGradient id="device" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#dfe6e2"/></linearGradient>
  <linearGradient id="deviceDark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3a4a45"/><stop offset="1" stop-color="#1c2723"/></linearGradient>
  <linearGradient id="pot" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#f4f1ea"/><stop offset="0.6" stop-color="#ffffff"/><stop offset="1" stop-color="#d9d4c7"/></linearGradient>
  <linearGradient id="potSage" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#8fb08a"/><stop offset="0.6" stop-color="#b6cfb0"/><stop offset="1" stop-color="#6f9169"/></linearGradient>
  <radialGradient id="glow"><stop offset="0" stop-color="#9ed8bd" stop-opacity="0.9"/><stop offset="1" stop-color="#9ed8bd" stop-opacity="0"/></radialGradient>
  ${extra}
</defs>`;

export function backdrop(w, h, from, to, seed, { blobs = 4, blobColors = [C.mint, C.sun, C.sage] } = {}) {
  const r = rng(seed);
  let s = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
  let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  for (let i = 0; i < blobs; i++) {
    const c = blobColors[i % blobColors.length];
    body += `<circle cx="${f(r() * w)}" cy="${f(r() * h)}" r="${f((0.12 + r() * 0.22) * Math.max(w, h))}" fill="${c}" opacity="${f(0.25 + r() * 0.25)}" filter="url(#soft)"/>`;
  }
  return { def: s, body };
}

export function leaf(x, y, size, rot, color, vein = true) {
  const s = size;
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})"><path d="M0 0 C ${f(s * 0.3)} ${f(-s * 0.42)} ${f(s * 0.8)} ${f(-s * 0.36)} ${f(s)} 0 C ${f(s * 0.8)} ${f(s * 0.36)} ${f(s * 0.3)} ${f(s * 0.42)} 0 0 Z" fill="${color}"/>${
    vein
      ? `<path d="M${f(s * 0.05)} 0 L ${f(s * 0.92)} 0" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${f(Math.max(1, s * 0.03))}"/>`
      : ''
  }</g>`;
}

export function leafSpray(x, y, size, seed, colors = [C.leaf, C.pine, C.mint], count = 7, spread = 140, baseRot = -90) {
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const rot = baseRot - spread / 2 + (spread * i) / Math.max(1, count - 1) + (r() - 0.5) * 14;
    out += leaf(x, y, size * (0.7 + r() * 0.4), rot, colors[i % colors.length]);
  }
  return out;
}

export function shadow(cx, cy, rx, ry, o = 0.22) {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="#0b1f18" opacity="${o}" filter="url(#shadow)"/>`;
}

// ---------------------------------------------------------------- products
export function freshly(cx, cy, s, { glow = true } = {}) {
  // An egg-shaped fridge purifier with a ring light and a front grille.
  const w = s * 0.62,
    h = s;
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

export function verde(cx, cy, s, { smart = false, sage = false, seed = 'verde', plant = 'pothos' } = {}) {
  // A plant pot purifier: fan base, pot, plant on top. `cy` is the pot centre.
  const top = cy - s * 0.3,
    bottom = cy + s * 0.42,
    wt = s * 0.42,
    wb = s * 0.32;
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
  const stem = (x1, y1, x2, y2, w = 0.012) =>
    `<path d="M${f(x1)} ${f(y1)} Q ${f((x1 + x2) / 2 + (r() - 0.5) * s * 0.1)} ${f((y1 + y2) / 2)} ${f(x2)} ${f(y2)}" stroke="${C.pine}" stroke-width="${f(s * w)}" fill="none" stroke-linecap="round"/>`;
  switch (kind) {
    case 'snake': // upright sword leaves
      for (let i = 0; i < 7; i++) {
        const x = cx + (i - 3) * s * 0.07,
          hgt = s * (0.5 + r() * 0.35),
          lw = s * 0.06;
        const col = i % 2 ? '#2f6b3f' : '#4c8a4f';
        out += `<path d="M${f(x - lw / 2)} ${f(baseY)} Q ${f(x - lw)} ${f(baseY - hgt * 0.6)} ${f(x + (i - 3) * s * 0.02)} ${f(baseY - hgt)} Q ${f(x + lw)} ${f(baseY - hgt * 0.6)} ${f(x + lw / 2)} ${f(baseY)} Z" fill="${col}"/>`;
        out += `<path d="M${f(x)} ${f(baseY)} L ${f(x + (i - 3) * s * 0.02)} ${f(baseY - hgt * 0.95)}" stroke="#d8e7a0" stroke-width="${f(s * 0.006)}" opacity="0.6"/>`;
      }
      break;
    case 'spider': // arching thin leaves
      for (let i = 0; i < 16; i++) {
        const a = -170 + i * (160 / 15) + (r() - 0.5) * 6,
          len = s * (0.35 + r() * 0.25);
        const rad = (a * Math.PI) / 180;
        const x2 = cx + Math.cos(rad) * len,
          y2 = baseY + Math.sin(rad) * len * 0.8 + s * 0.12 * Math.abs(Math.cos(rad));
        out += `<path d="M${f(cx)} ${f(baseY)} Q ${f(cx + Math.cos(rad) * len * 0.5)} ${f(baseY + Math.sin(rad) * len)} ${f(x2)} ${f(y2)}" stroke="${i % 2 ? '#4f9a55' : '#cfe6b0'}" stroke-width="${f(s * 0.018)}" fill="none" stroke-linecap="round"/>`;
      }
      break;
    case 'peace': // broad leaves and white spathes
      out += leafSpray(cx, baseY, s * 0.42, seed, ['#2d6a3e', '#3c7f4c', '#245a34'], 7, 150);
      for (let i = 0; i < 3; i++) {
        const x = cx + (i - 1) * s * 0.14,
          y = baseY - s * (0.45 + r() * 0.12);
        out += stem(x, baseY, x, y + s * 0.05, 0.008);
        out += `<path d="M${f(x)} ${f(y - s * 0.1)} C ${f(x + s * 0.07)} ${f(y - s * 0.04)} ${f(x + s * 0.05)} ${f(y + s * 0.06)} ${f(x)} ${f(y + s * 0.07)} C ${f(x - s * 0.05)} ${f(y + s * 0.06)} ${f(x - s * 0.07)} ${f(y - s * 0.04)} ${f(x)} ${f(y - s * 0.1)} Z" fill="#fbfaf4"/>`;
        out += `<rect x="${f(x - s * 0.008)}" y="${f(y - s * 0.04)}" width="${f(s * 0.016)}" height="${f(s * 0.07)}" rx="${f(s * 0.008)}" fill="${C.sun}"/>`;
      }
      break;
    case 'ficus': // tree with round leaves
      out += stem(cx, baseY, cx, baseY - s * 0.55, 0.025);
      for (let i = 0; i < 48; i++) {
        const a = r() * Math.PI * 2,
          d = Math.sqrt(r()) * s * 0.3;
        out += leaf(
          cx + Math.cos(a) * d - s * 0.06,
          baseY - s * 0.6 + Math.sin(a) * d * 0.75,
          s * 0.14,
          r() * 360,
          ['#1f5c3a', '#3b8a57', '#2c7047'][i % 3],
        );
      }
      break;
    case 'monstera': // split leaves
      for (let i = 0; i < 5; i++) {
        const a = (-150 + i * 30) * (Math.PI / 180),
          len = s * (0.4 + r() * 0.12);
        const lx = cx + Math.cos(a) * len,
          ly = baseY + Math.sin(a) * len;
        out += stem(cx, baseY, lx, ly, 0.012);
        out += `<g transform="translate(${f(lx)} ${f(ly)}) rotate(${f((a * 180) / Math.PI + 90)})"><ellipse rx="${f(s * 0.13)}" ry="${f(s * 0.16)}" fill="${i % 2 ? '#25704a' : '#2f8557'}"/>`;
        for (let k = -2; k <= 2; k++)
          if (k)
            out += `<path d="M${f(Math.sign(k) * s * 0.02)} ${f(k * s * 0.04)} L ${f(Math.sign(k) * s * 0.14)} ${f(k * s * 0.05)}" stroke="${C.cream}" stroke-width="${f(s * 0.015)}"/>`;
        out += `</g>`;
      }
      break;
    default: // pothos: trailing heart leaves
      out += leafSpray(cx, baseY, s * 0.3, seed, ['#3f9a4b', '#6dbb5a', '#2d7a3e'], 9, 170);
      for (const side of [-1, 1]) {
        let x = cx + side * s * 0.38,
          y = baseY;
        for (let k = 0; k < 5; k++) {
          out += leaf(x, y, s * 0.12, side > 0 ? 60 + r() * 40 : 80 + r() * 40, k % 2 ? '#6dbb5a' : '#3f9a4b', false);
          x += side * s * 0.03;
          y += s * 0.1;
        }
      }
  }
  return out;
}

export function aura(cx, cy, s, { lanyard = true } = {}) {
  // Personal purifier: rounded puck with a circular grille, worn on a cord.
  const w = s * 0.5,
    h = s * 0.7;
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
export function fridgeInterior(w, h, seed, withDevice = true) {
  const r = rng(seed);
  let out = `<rect width="${w}" height="${h}" fill="${C.ice}"/><rect x="0" y="0" width="${w}" height="${h}" fill="#ffffff" opacity="0.4"/>`;
  const shelves = [0.36, 0.68];
  for (const sy of shelves)
    out += `<rect x="0" y="${f(h * sy)}" width="${w}" height="${f(h * 0.025)}" fill="#cfe3ec" opacity="0.9"/><rect x="0" y="${f(h * sy + h * 0.025)}" width="${w}" height="${f(h * 0.01)}" fill="#a9c6d3" opacity="0.6"/>`;
  // produce on shelves
  const items = (y, x0, x1) => {
    let o = '';
    for (let x = x0; x < x1;) {
      const t = Math.floor(r() * 5),
        sz = h * (0.06 + r() * 0.05);
      if (t === 0)
        o += `<circle cx="${f(x + sz)}" cy="${f(y - sz)}" r="${f(sz)}" fill="${C.tomato}"/><path d="M${f(x + sz - sz * 0.3)} ${f(y - sz * 2)} l ${f(sz * 0.3)} ${f(sz * 0.2)} l ${f(sz * 0.3)} ${f(-sz * 0.2)}" stroke="${C.pine}" stroke-width="${f(sz * 0.15)}" fill="none"/>`;
      else if (t === 1)
        o +=
          `<path d="M${f(x)} ${f(y - sz * 0.6)} L ${f(x + sz * 3)} ${f(y - sz * 0.3)} L ${f(x)} ${f(y)} Z" fill="${C.carrot}"/>` +
          leaf(x, y - sz * 0.3, sz * 0.9, 200, C.leaf, false);
      else if (t === 2)
        o += `<rect x="${f(x)}" y="${f(y - sz * 2.2)}" width="${f(sz * 1.6)}" height="${f(sz * 2.2)}" rx="${f(sz * 0.3)}" fill="#ffffff" stroke="#b9cfd9" stroke-width="2"/><rect x="${f(x - sz * 0.05)}" y="${f(y - sz * 2.4)}" width="${f(sz * 1.7)}" height="${f(sz * 0.35)}" rx="4" fill="${C.clay}"/>`;
      else if (t === 3)
        for (let k = 0; k < 5; k++)
          o += `<circle cx="${f(x + sz * 0.4 + (k % 3) * sz * 0.5)}" cy="${f(y - sz * 0.35 - Math.floor(k / 3) * sz * 0.45)}" r="${f(sz * 0.3)}" fill="${C.berry}"/>`;
      else
        o += `<ellipse cx="${f(x + sz * 1.2)}" cy="${f(y - sz * 0.8)}" rx="${f(sz * 1.2)}" ry="${f(sz * 0.8)}" fill="#7cc46a"/><ellipse cx="${f(x + sz * 1.1)}" cy="${f(y - sz * 1.0)}" rx="${f(sz * 0.8)}" ry="${f(sz * 0.5)}" fill="#a6dc8a"/>`;
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

export function room(w, h, seed, { window = true, sofa = true } = {}) {
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

export function person(x, y, s, color, skin = '#e8b89a') {
  return `<circle cx="${f(x)}" cy="${f(y - s * 0.75)}" r="${f(s * 0.17)}" fill="${skin}"/><path d="M${f(x - s * 0.3)} ${f(y)} Q ${f(x - s * 0.3)} ${f(y - s * 0.52)} ${f(x)} ${f(y - s * 0.54)} Q ${f(x + s * 0.3)} ${f(y - s * 0.52)} ${f(x + s * 0.3)} ${f(y)} Z" fill="${color}"/>`;
}

export function phone(x, y, s, content = '') {
  const w = s * 0.5,
    h = s;
  return (
    `${shadow(x + w / 2, y + h, w * 0.5, s * 0.03)}<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(w * 0.14)}" fill="${C.ink}"/><rect x="${f(x + w * 0.06)}" y="${f(y + h * 0.04)}" width="${f(w * 0.88)}" height="${f(h * 0.92)}" rx="${f(w * 0.1)}" fill="${C.mist}"/>` +
    (content ||
      `<circle cx="${f(x + w / 2)}" cy="${f(y + h * 0.32)}" r="${f(w * 0.28)}" fill="none" stroke="#cfe3d7" stroke-width="${f(w * 0.06)}"/><path d="M${f(x + w / 2)} ${f(y + h * 0.32 - w * 0.28)} A ${f(w * 0.28)} ${f(w * 0.28)} 0 1 1 ${f(x + w / 2 - w * 0.27)} ${f(y + h * 0.32 + w * 0.06)}" fill="none" stroke="${C.leaf}" stroke-width="${f(w * 0.06)}" stroke-linecap="round"/>` +
        [0.6, 0.7, 0.8]
          .map(
            (p, i) =>
              `<rect x="${f(x + w * 0.16)}" y="${f(y + h * p)}" width="${f(w * (0.68 - i * 0.12))}" height="${f(h * 0.045)}" rx="${f(h * 0.02)}" fill="${i ? '#cfe3d7' : C.leaf}"/>`,
          )
          .join(''))
  );
}

export function playButton(cx, cy, r) {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="#ffffff" opacity="0.92"/><path d="M${f(cx - r * 0.3)} ${f(cy - r * 0.45)} L ${f(cx + r * 0.5)} ${f(cy)} L ${f(cx - r * 0.3)} ${f(cy + r * 0.45)} Z" fill="${C.forest}"/>`;
}

export function star(cx, cy, r, color = C.sun) {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5,
      rr = i % 2 ? r * 0.45 : r;
    d += `${i ? 'L' : 'M'}${f(cx + Math.cos(a) * rr)} ${f(cy + Math.sin(a) * rr)} `;
  }
  return `<path d="${d}Z" fill="${color}"/>`;
}

export function box(x, y, w, h, color = '#c9a679') {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="6" fill="${color}"/><rect x="${f(x + w * 0.42)}" y="${f(y)}" width="${f(w * 0.16)}" height="${f(h)}" fill="#e9d8b8" opacity="0.7"/><path d="M${f(x)} ${f(y + h * 0.2)} L ${f(x + w)} ${f(y + h * 0.2)}" stroke="#a9865a" stroke-width="3"/>`;
}

export function sheet(x, y, w, h, seed, accent = C.leaf) {
  const r = rng(seed);
  let out = `${shadow(x + w / 2, y + h, w * 0.45, 12, 0.15)}<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="10" fill="#ffffff"/>`;
  out += `<rect x="${f(x + w * 0.1)}" y="${f(y + h * 0.08)}" width="${f(w * 0.5)}" height="${f(h * 0.05)}" rx="6" fill="${accent}"/>`;
  for (let i = 0; i < 9; i++)
    out += `<rect x="${f(x + w * 0.1)}" y="${f(y + h * (0.2 + i * 0.075))}" width="${f(w * (0.55 + r() * 0.25))}" height="${f(h * 0.025)}" rx="4" fill="#d9e2dd"/>`;
  return out;
}

export function shield(cx, cy, s, color = C.pine) {
  return `<path d="M${f(cx)} ${f(cy - s / 2)} L ${f(cx + s * 0.4)} ${f(cy - s * 0.32)} L ${f(cx + s * 0.36)} ${f(cy + s * 0.1)} Q ${f(cx + s * 0.25)} ${f(cy + s * 0.38)} ${f(cx)} ${f(cy + s / 2)} Q ${f(cx - s * 0.25)} ${f(cy + s * 0.38)} ${f(cx - s * 0.36)} ${f(cy + s * 0.1)} L ${f(cx - s * 0.4)} ${f(cy - s * 0.32)} Z" fill="${color}"/><path d="M${f(cx - s * 0.15)} ${f(cy)} l ${f(s * 0.1)} ${f(s * 0.1)} l ${f(s * 0.2)} ${f(-s * 0.22)}" stroke="#ffffff" stroke-width="${f(s * 0.06)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
}

export function airflow(w, h, seed, color = '#ffffff', n = 7) {
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < n; i++) {
    const y = h * (0.15 + (0.7 * i) / n) + (r() - 0.5) * 20;
    out += `<path d="M${f(-20)} ${f(y)} C ${f(w * 0.3)} ${f(y - 60 * r())} ${f(w * 0.6)} ${f(y + 60 * r())} ${f(w + 20)} ${f(y - 20)}" stroke="${color}" stroke-opacity="${f(0.25 + r() * 0.3)}" stroke-width="${f(2 + r() * 4)}" fill="none" stroke-dasharray="${f(20 + r() * 60)} ${f(10 + r() * 30)}"/>`;
  }
  return out;
}

export function particles(x0, y0, w, h, seed, colors = [C.clay, C.sun, '#9aa5a0'], n = 40) {
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < n; i++)
    out += `<circle cx="${f(x0 + r() * w)}" cy="${f(y0 + r() * h)}" r="${f(2 + r() * 6)}" fill="${colors[i % colors.length]}" opacity="${f(0.35 + r() * 0.5)}"/>`;
  return out;
}

export function building(x, y, w, h, color, windows = '#f6f1e7') {
  let out = `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${color}"/>`;
  for (let r = 0; r < Math.floor(h / 50); r++)
    for (let c = 0; c < Math.floor(w / 40); c++)
      out += `<rect x="${f(x + 12 + c * 40)}" y="${f(y + 15 + r * 50)}" width="18" height="24" rx="3" fill="${windows}" opacity="0.8"/>`;
  return out;
}
