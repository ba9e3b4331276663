// Scene compositions: each takes (width, height, options) and returns { def, body } of an SVG.
import {
  C,
  airflow,
  aura,
  backdrop,
  box,
  building,
  f,
  freshly,
  fridgeInterior,
  leaf,
  leafSpray,
  particles,
  person,
  phone,
  playButton,
  rng,
  room,
  shadow,
  sheet,
  shield,
  star,
  verde,
} from './drawing.mjs';

// ---------------------------------------------------------------- scenes
export const scenes = {
  product(w, h, o) {
    const bg = backdrop(w, h, o.from ?? C.mist, o.to ?? '#ffffff', o.seed, { blobs: 3 });
    let body =
      bg.body +
      leafSpray(w * 0.15, h * 0.95, w * 0.22, o.seed + 'l', [C.mint, C.sage], 5, 90, -60) +
      leafSpray(w * 0.9, h * 0.9, w * 0.18, o.seed + 'r', [C.mint, C.sage], 4, 80, -120);
    const s = Math.min(w, h);
    if (o.device === 'freshly') body += freshly(w / 2, h * 0.5, s * 0.55);
    if (o.device === 'verde') body += verde(w / 2, h * 0.62, s * 0.62, { seed: o.seed, plant: 'pothos' });
    if (o.device === 'verde-smart')
      body += verde(w / 2, h * 0.62, s * 0.62, { smart: true, sage: true, seed: o.seed, plant: 'peace' });
    if (o.device === 'aura') body += aura(w / 2, h * 0.58, s * 0.6);
    if (o.device === 'parts') {
      body += `<g>${shadow(w * 0.3, h * 0.72, s * 0.14, 14)}<rect x="${f(w * 0.2)}" y="${f(h * 0.42)}" width="${f(s * 0.2)}" height="${f(s * 0.3)}" rx="${f(s * 0.04)}" fill="#ffffff" stroke="#cdd8d2" stroke-width="3"/>`;
      for (let i = 0; i < 8; i++)
        body += `<line x1="${f(w * 0.22)}" y1="${f(h * 0.46 + i * s * 0.03)}" x2="${f(w * 0.2 + s * 0.18)}" y2="${f(h * 0.46 + i * s * 0.03)}" stroke="${C.sage}" stroke-width="5"/>`;
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
    body += verde(w * 0.19, h * 0.5, h * 0.28, {
      smart: o.smart,
      sage: o.smart,
      seed: o.seed,
      plant: o.plant ?? 'pothos',
    });
    body += airflow(w, h * 0.6, o.seed, C.leaf, 4);
    if (o.phone) body += phone(w * 0.66, h * 0.22, h * 0.5);
    return { def: '', body };
  },
  commute(w, h, o) {
    const bg = backdrop(w, h, C.sky, '#f3efe6', o.seed, { blobs: 3, blobColors: [C.sun, C.mint] });
    let body = bg.body;
    const r = rng(o.seed);
    for (let x = 0; x < w;) {
      const bw = 80 + r() * 120,
        bh = h * (0.25 + r() * 0.35);
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
    for (let i = 0; i < 3; i++)
      body += `<circle cx="${f(w * (0.5 + i * 0.06))}" cy="${f(h * 0.57)}" r="${f(h * 0.03)}" fill="${[C.tomato, C.sun, '#7cc46a'][i]}"/>`;
    return { def: '', body };
  },
  tech(w, h, o) {
    const bg = backdrop(w, h, C.forest, C.slate, o.seed, { blobs: 3, blobColors: [C.leaf, C.pine] });
    let body = bg.body;
    for (let i = 1; i <= 5; i++)
      body += `<circle cx="${f(w * 0.62)}" cy="${f(h / 2)}" r="${f(h * 0.08 * i)}" fill="none" stroke="${C.mint}" stroke-opacity="${f(0.5 - i * 0.08)}" stroke-width="2"/>`;
    body += particles(0, h * 0.1, w * 0.45, h * 0.8, o.seed, [C.clay, C.sun, '#b8c2be']);
    body += airflow(w, h, o.seed, C.mint, 6);
    body += particles(w * 0.75, h * 0.2, w * 0.25, h * 0.6, o.seed + 'c', [C.mint, '#ffffff'], 16);
    body += freshly(w * 0.62, h / 2, h * 0.5);
    return { def: bg.def, body };
  },
  earth(w, h, o) {
    const bg = backdrop(w, h, '#e7f1e1', C.cream, o.seed);
    let body = bg.body;
    const cx = w / 2,
      cy = h * 0.52,
      R = h * 0.32;
    body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="#9fd3c7"/><path d="M${f(cx - R * 0.7)} ${f(cy - R * 0.3)} q ${f(R * 0.3)} ${f(-R * 0.4)} ${f(R * 0.6)} ${f(-R * 0.1)} q ${f(R * 0.2)} ${f(R * 0.4)} ${f(-R * 0.1)} ${f(R * 0.6)} q ${f(-R * 0.4)} ${f(R * 0.1)} ${f(-R * 0.5)} ${f(-R * 0.5)} Z" fill="${C.leaf}"/><path d="M${f(cx + R * 0.1)} ${f(cy + R * 0.1)} q ${f(R * 0.4)} ${f(-R * 0.3)} ${f(R * 0.7)} ${f(0)} q ${f(-R * 0.1)} ${f(R * 0.5)} ${f(-R * 0.5)} ${f(R * 0.6)} Z" fill="${C.pine}"/>`;
    for (let i = 0; i < 3; i++) {
      const a = (i * 2 * Math.PI) / 3;
      body += `<path d="M${f(cx + Math.cos(a) * R * 1.25)} ${f(cy + Math.sin(a) * R * 1.25)} A ${f(R * 1.25)} ${f(R * 1.25)} 0 0 1 ${f(cx + Math.cos(a + 1.6) * R * 1.25)} ${f(cy + Math.sin(a + 1.6) * R * 1.25)}" stroke="${C.pine}" stroke-width="10" fill="none" stroke-linecap="round"/>`;
      const ax = cx + Math.cos(a + 1.6) * R * 1.25,
        ay = cy + Math.sin(a + 1.6) * R * 1.25,
        t = a + 1.6 + Math.PI / 2;
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
      const x = w * (0.08 + i * 0.3),
        y = h * (0.2 + (i % 2) * 0.18),
        bw = w * 0.26,
        bh = h * 0.36;
      body += `${shadow(x + bw / 2, y + bh, bw * 0.4, 12, 0.15)}<rect x="${f(x)}" y="${f(y)}" width="${f(bw)}" height="${f(bh)}" rx="24" fill="#ffffff"/><path d="M${f(x + bw * 0.2)} ${f(y + bh)} l 0 36 l 36 -36 Z" fill="#ffffff"/>`;
      for (let k = 0; k < 5; k++) body += star(x + bw * (0.18 + k * 0.16), y + bh * 0.25, bw * 0.06);
      for (let k = 0; k < 3; k++)
        body += `<rect x="${f(x + bw * 0.1)}" y="${f(y + bh * (0.5 + k * 0.14))}" width="${f(bw * (0.6 + r() * 0.25))}" height="${f(bh * 0.06)}" rx="6" fill="#d9e2dd"/>`;
    }
    return { def: bg.def, body };
  },
  people(w, h, o) {
    const bg = backdrop(w, h, C.mist, C.cream, o.seed);
    let body = bg.body;
    const r = rng(o.seed);
    const cols = [C.pine, C.clay, C.leaf, C.slate, C.sun, '#5d8a78'],
      skins = ['#e8b89a', '#c98e6b', '#8d5a3b', '#f1cbb0'];
    const n = o.n ?? 6;
    for (let i = 0; i < n; i++)
      body += person(
        w * (0.1 + (0.8 * i) / (n - 1)),
        h * (0.92 - (i % 2) * 0.06),
        h * (0.5 + r() * 0.12),
        cols[i % cols.length],
        skins[i % skins.length],
      );
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
      body +=
        `<rect x="${f(w * 0.78)}" y="${f(h * 0.6)}" width="${f(w * 0.12)}" height="${f(h * 0.15)}" rx="6" fill="#b48a5a"/>` +
        verde(w * 0.84, h * 0.5, h * 0.2, { seed: 'hotel', plant: 'peace' });
    } else if (v === 'shops') {
      body += `<rect x="${f(w * 0.1)}" y="${f(h * 0.25)}" width="${f(w * 0.8)}" height="${f(h * 0.6)}" fill="#ffffff"/><path d="M${f(w * 0.08)} ${f(h * 0.25)} L ${f(w * 0.92)} ${f(h * 0.25)} L ${f(w * 0.88)} ${f(h * 0.12)} L ${f(w * 0.12)} ${f(h * 0.12)} Z" fill="${C.pine}"/>`;
      for (let i = 0; i < 8; i++)
        body += `<path d="M${f(w * (0.1 + i * 0.1))} ${f(h * 0.25)} a ${f(w * 0.05)} ${f(w * 0.03)} 0 0 0 ${f(w * 0.1)} 0" fill="${i % 2 ? C.pine : C.mint}"/>`;
      body += `<rect x="${f(w * 0.16)}" y="${f(h * 0.38)}" width="${f(w * 0.4)}" height="${f(h * 0.3)}" fill="${C.sky}"/><rect x="${f(w * 0.64)}" y="${f(h * 0.38)}" width="${f(w * 0.18)}" height="${f(h * 0.47)}" fill="#b48a5a"/>`;
      body +=
        freshly(w * 0.28, h * 0.56, h * 0.16, { glow: false }) + verde(w * 0.45, h * 0.58, h * 0.14, { seed: 'shop' });
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
      for (let i = 0; i < 4; i++)
        for (let j = 0; j < 3 - (i % 2); j++)
          body += box(w * (0.08 + i * 0.12), h * (0.7 - j * 0.18), w * 0.11, h * 0.17);
      body += `<rect x="${f(w * 0.6)}" y="${f(h * 0.45)}" width="${f(w * 0.3)}" height="${f(h * 0.3)}" rx="10" fill="${C.pine}"/><rect x="${f(w * 0.84)}" y="${f(h * 0.55)}" width="${f(w * 0.1)}" height="${f(h * 0.2)}" rx="10" fill="${C.forest}"/><circle cx="${f(w * 0.68)}" cy="${f(h * 0.78)}" r="${f(h * 0.05)}" fill="${C.ink}"/><circle cx="${f(w * 0.86)}" cy="${f(h * 0.78)}" r="${f(h * 0.05)}" fill="${C.ink}"/>`;
      body += leafSpray(w * 0.75, h * 0.6, h * 0.1, 'truck', ['#ffffff', C.mint], 3, 60);
    } else {
      for (const [i, c] of ['#a7c4b5', '#8fb3a1', '#bcd3c6', '#7ea392'].entries())
        body += building(w * (0.08 + i * 0.22), h * (0.3 + (i % 2) * 0.12), w * 0.18, h * (0.7 - (i % 2) * 0.12), c);
      body += leafSpray(w * 0.5, h * 0.25, h * 0.15, o.seed, [C.leaf, C.mint], 6, 140);
    }
    return { def: bg.def, body };
  },
  legal(w, h, o) {
    const bg = backdrop(w, h, '#eef3ef', C.cream, o.seed, { blobs: 2 });
    let body =
      bg.body +
      sheet(w * 0.18, h * 0.12, w * 0.32, h * 0.78, o.seed, C.pine) +
      sheet(w * 0.4, h * 0.18, w * 0.32, h * 0.74, o.seed + 'b', C.clay);
    body += shield(w * 0.78, h * 0.48, h * 0.36, o.accent ?? C.pine);
    return { def: bg.def, body };
  },
  map(w, h, o) {
    const bg = backdrop(w, h, '#e3efe8', '#f3efe4', o.seed, { blobs: 2 });
    let body = bg.body;
    const r = rng(o.seed);
    for (let i = 0; i < 9; i++)
      body += `<path d="M${f(r() * w)} ${f(-10)} C ${f(r() * w)} ${f(h * 0.3)} ${f(r() * w)} ${f(h * 0.6)} ${f(r() * w)} ${f(h + 10)}" stroke="#ffffff" stroke-width="${f(6 + r() * 10)}" fill="none"/>`;
    body += `<path d="M0 ${f(h * 0.7)} C ${f(w * 0.3)} ${f(h * 0.6)} ${f(w * 0.5)} ${f(h * 0.85)} ${w} ${f(h * 0.72)} L ${w} ${h} L 0 ${h} Z" fill="${C.sky}"/>`;
    for (let i = 0; i < 6; i++) {
      const x = w * (0.12 + r() * 0.76),
        y = h * (0.2 + r() * 0.4);
      body += `${shadow(x, y + 50, 18, 5, 0.25)}<path d="M${f(x)} ${f(y + 50)} C ${f(x - 40)} ${f(y)} ${f(x - 30)} ${f(y - 35)} ${f(x)} ${f(y - 35)} C ${f(x + 30)} ${f(y - 35)} ${f(x + 40)} ${f(y)} ${f(x)} ${f(y + 50)} Z" fill="${i % 2 ? C.clay : C.pine}"/><circle cx="${f(x)}" cy="${f(y - 5)}" r="12" fill="#ffffff"/>`;
    }
    return { def: bg.def, body };
  },
  lab(w, h, o) {
    const bg = backdrop(w, h, '#eaf4f1', '#ffffff', o.seed, { blobs: 3 });
    let body = bg.body;
    const r = rng(o.seed);
    for (let i = 0; i < 3; i++) {
      const cx = w * (0.18 + i * 0.22),
        cy = h * 0.68,
        R = h * 0.14;
      body += `${shadow(cx, cy + R * 0.5, R, 10, 0.15)}<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(R)}" ry="${f(R * 0.45)}" fill="#ffffff" stroke="#b9cfd9" stroke-width="4"/>`;
      const n = [28, 10, 1][i];
      for (let k = 0; k < n; k++)
        body += `<circle cx="${f(cx + (r() - 0.5) * R * 1.4)}" cy="${f(cy + (r() - 0.5) * R * 0.6)}" r="${f(3 + r() * 5)}" fill="${C.clay}" opacity="0.75"/>`;
    }
    body += `<path d="M${f(w * 0.78)} ${f(h * 0.15)} l 0 ${f(h * 0.25)} l ${f(-h * 0.15)} ${f(h * 0.35)} q -6 ${f(h * 0.08)} 20 ${f(h * 0.08)} l ${f(h * 0.26)} 0 q 26 0 20 ${f(-h * 0.08)} l ${f(-h * 0.15)} ${f(-h * 0.35)} l 0 ${f(-h * 0.25)} Z" fill="#ffffff" stroke="#b9cfd9" stroke-width="5"/><path d="M${f(w * 0.78 - h * 0.09)} ${f(h * 0.6)} l ${f(h * 0.27)} 0 l ${f(h * 0.07)} ${f(h * 0.14)} q 4 ${f(h * 0.05)} -14 ${f(h * 0.05)} l ${f(-h * 0.38)} 0 q -18 0 -14 ${f(-h * 0.05)} Z" fill="${C.mint}"/>`;
    body += leafSpray(w * 0.5, h * 0.28, h * 0.12, o.seed, [C.leaf, C.mint], 5, 140);
    return { def: bg.def, body };
  },
  supply(w, h, o) {
    const bg = backdrop(w, h, '#eaf1e3', C.cream, o.seed);
    let body = bg.body + `<rect y="${f(h * 0.8)}" width="${w}" height="${f(h * 0.2)}" fill="#c9d8c4"/>`;
    body +=
      box(w * 0.08, h * 0.52, w * 0.16, h * 0.28) +
      box(w * 0.26, h * 0.6, w * 0.13, h * 0.2, '#bd9a6c') +
      box(w * 0.15, h * 0.32, w * 0.13, h * 0.2, '#d2b285');
    body += leafSpray(w * 0.62, h * 0.78, h * 0.35, o.seed, [C.leaf, C.pine, C.mint], 9, 160);
    body += `<circle cx="${f(w * 0.85)}" cy="${f(h * 0.2)}" r="${f(h * 0.08)}" fill="${C.sun}"/>`;
    return { def: bg.def, body };
  },
  appScene(w, h, o) {
    const bg = backdrop(w, h, C.mist, '#ffffff', o.seed);
    let body = bg.body + phone(w * 0.5, h * 0.12, h * 0.76);
    body +=
      o.device === 'freshly'
        ? freshly(w * 0.3, h * 0.55, h * 0.45)
        : verde(w * 0.3, h * 0.62, h * 0.42, { smart: true, sage: true, seed: o.seed, plant: 'peace' });
    if (o.download)
      body += `<circle cx="${f(w * 0.82)}" cy="${f(h * 0.3)}" r="${f(h * 0.1)}" fill="${C.pine}"/><path d="M${f(w * 0.82)} ${f(h * 0.24)} L ${f(w * 0.82)} ${f(h * 0.35)} M ${f(w * 0.79)} ${f(h * 0.32)} L ${f(w * 0.82)} ${f(h * 0.35)} L ${f(w * 0.85)} ${f(h * 0.32)}" stroke="#ffffff" stroke-width="8" stroke-linecap="round" fill="none"/>`;
    if (o.privacy) body += shield(w * 0.82, h * 0.35, h * 0.26);
    return { def: bg.def, body };
  },
  manual(w, h, o) {
    const bg = backdrop(w, h, C.cream, C.mist, o.seed);
    let body =
      bg.body +
      sheet(w * 0.12, h * 0.1, w * 0.34, h * 0.8, o.seed, C.pine) +
      freshly(w * 0.29, h * 0.66, h * 0.2, { glow: false });
    body += `<circle cx="${f(w * 0.7)}" cy="${f(h * 0.5)}" r="${f(h * 0.2)}" fill="${C.pine}"/><path d="M${f(w * 0.7)} ${f(h * 0.4)} L ${f(w * 0.7)} ${f(h * 0.58)} M ${f(w * 0.65)} ${f(h * 0.53)} L ${f(w * 0.7)} ${f(h * 0.58)} L ${f(w * 0.75)} ${f(h * 0.53)}" stroke="#ffffff" stroke-width="14" stroke-linecap="round" fill="none"/>`;
    return { def: bg.def, body };
  },
  pay(w, h, o) {
    const bg = backdrop(w, h, '#fbe8ef', C.cream, o.seed, { blobs: 3, blobColors: ['#f4b6c9', C.mint, C.sun] });
    let body = bg.body;
    body += `${shadow(w * 0.33, h * 0.78, w * 0.2, 14)}<rect x="${f(w * 0.12)}" y="${f(h * 0.3)}" width="${f(w * 0.4)}" height="${f(h * 0.44)}" rx="26" fill="${C.ink}" transform="rotate(-8 ${f(w * 0.32)} ${f(h * 0.52)})"/><rect x="${f(w * 0.16)}" y="${f(h * 0.4)}" width="${f(w * 0.08)}" height="${f(h * 0.08)}" rx="8" fill="${C.sun}" transform="rotate(-8 ${f(w * 0.32)} ${f(h * 0.52)})"/>`;
    for (let i = 0; i < 3; i++)
      body += `<circle cx="${f(w * (0.62 + i * 0.11))}" cy="${f(h * 0.5)}" r="${f(h * 0.08)}" fill="${i ? '#ffffff' : C.pine}" stroke="${C.pine}" stroke-width="6"/>`;
    return { def: bg.def, body };
  },
  play(w, h, o) {
    const bg = backdrop(w, h, '#fff4d6', C.mist, o.seed, { blobs: 4, blobColors: [C.sun, C.mint, '#f4b6c9'] });
    let body = bg.body;
    const r = rng(o.seed);
    for (let i = 0; i < 14; i++) {
      const x = r() * w,
        y = r() * h,
        s = 20 + r() * 40,
        c = [C.clay, C.leaf, C.sun, C.pine][i % 4];
      body +=
        i % 3 === 0
          ? star(x, y, s, c)
          : i % 3 === 1
            ? `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.6)}" fill="${c}" opacity="0.8"/>`
            : leaf(x, y, s * 1.5, r() * 360, c, false);
    }
    body += playButton(w / 2, h / 2, h * 0.2);
    return { def: bg.def, body };
  },
  gift(w, h, o) {
    const bg = backdrop(w, h, C.mist, '#fff6e6', o.seed, { blobs: 3 });
    let body = bg.body;
    for (const [x, c] of [
      [0.28, C.pine],
      [0.58, C.clay],
    ]) {
      const bx = w * x,
        by = h * 0.42,
        bw = w * 0.22,
        bh = h * 0.4;
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
      body +=
        freshly(w * 0.35, h * 0.5, h * 0.5) +
        `<path d="M${f(w * 0.35)} ${f(h * 0.76)} C ${f(w * 0.45)} ${f(h * 0.95)} ${f(w * 0.6)} ${f(h * 0.6)} ${f(w * 0.7)} ${f(h * 0.62)}" stroke="${C.ink}" stroke-width="10" fill="none"/>`;
      body += `<rect x="${f(w * 0.7)} " y="${f(h * 0.3)}" width="${f(w * 0.2)}" height="${f(h * 0.4)}" rx="14" fill="none" stroke="${C.pine}" stroke-width="10"/><rect x="${f(w * 0.77)}" y="${f(h * 0.25)}" width="${f(w * 0.06)}" height="${f(h * 0.05)}" fill="${C.pine}"/>`;
      for (let i = 0; i < 3; i++)
        body += `<rect x="${f(w * 0.73)}" y="${f(h * (0.58 - i * 0.11))}" width="${f(w * 0.14)}" height="${f(h * 0.08)}" rx="6" fill="${C.leaf}"/>`;
    }
    if (n === 3)
      body +=
        phone(w * 0.55, h * 0.1, h * 0.8) +
        freshly(w * 0.3, h * 0.5, h * 0.45) +
        `<path d="M${f(w * 0.42)} ${f(h * 0.35)} q 30 -30 60 0 M ${f(w * 0.44)} ${f(h * 0.42)} q 18 -18 36 0" stroke="${C.leaf}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
    if (n === 4)
      body +=
        `<g transform="scale(1)">${fridgeInterior(w, h, o.seed, true)}</g>` +
        `<circle cx="${f(w * 0.72)}" cy="${f(h * 0.54)}" r="${f(h * 0.22)}" fill="none" stroke="${C.clay}" stroke-width="8" stroke-dasharray="18 12"/>`;
    if (n === 5) {
      body += freshly(w * 0.5, h * 0.45, h * 0.45, { glow: true });
      for (const [i, c] of [
        [0, C.mint],
        [1, C.leaf],
        [2, C.pine],
      ])
        body += `<circle cx="${f(w * (0.3 + i * 0.2))}" cy="${f(h * 0.85)}" r="${f(h * 0.06)}" fill="${c}" stroke="#ffffff" stroke-width="6"/>`;
    }
    return { def: bg.def, body };
  },
  video(w, h, o) {
    const inner = scenes[o.base](w, h, o);
    return {
      def: inner.def,
      body:
        inner.body +
        `<rect width="${w}" height="${h}" fill="#0b1f18" opacity="0.25"/>` +
        playButton(w / 2, h / 2, h * 0.11),
    };
  },
  plant(w, h, o) {
    const bg = backdrop(w, h, o.from ?? C.mist, C.cream, o.seed, { blobs: 3 });
    return {
      def: bg.def,
      body:
        bg.body +
        verde(w / 2, h * 0.66, Math.min(w, h) * 0.5, { smart: o.smart, sage: o.smart, seed: o.seed, plant: o.plant }),
    };
  },
  badge(w, h, o) {
    const bg = backdrop(w, h, o.from, o.to, o.seed, { blobs: 3, blobColors: ['#ffffff', C.sun] });
    const cx = w / 2,
      cy = h / 2,
      R = Math.min(w, h) * 0.32;
    let body =
      bg.body +
      `${shadow(cx, cy + R * 1.05, R * 0.8, 16)}<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="#ffffff"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.86)}" fill="none" stroke="${o.accent}" stroke-width="${f(R * 0.05)}" stroke-dasharray="${f(R * 0.12)} ${f(R * 0.06)}"/>`;
    const lv = o.level;
    body += leafSpray(
      cx,
      cy + R * 0.35,
      R * (0.35 + lv * 0.05),
      o.seed,
      [o.accent, C.leaf, C.mint],
      3 + lv,
      60 + lv * 16,
    );
    for (let i = 0; i < Math.ceil(lv / 2); i++)
      body += star(cx + (i - (Math.ceil(lv / 2) - 1) / 2) * R * 0.28, cy - R * 0.55, R * 0.1, C.sun);
    return { def: bg.def, body };
  },
};
