#!/usr/bin/env -S npx tsx
/**
 * Validates the embedded content repository (content/documents/<lang>/<type>/<file>.json) without dependencies:
 * - every file parses and carries the document envelope (id, uid, type, lang, tags, dates, alternate_languages,
 *   data); lang and type match the folders;
 * - ids are unique, and (type, lang, uid) is unique;
 * - alternate_languages point to existing documents of the same type, in another language, and are symmetric;
 * - every Document link (anywhere in data, rich-text hyperlinks included) points to an existing document and its
 *   uid/type/lang agree;
 * - every internal Web link ("/…") matches a route of lib/routes/table.ts in the document's own locale and, for
 *   catch-all / blog / FAQ paths, an existing document;
 * - every local image url (/content/…) exists under public/, is at most 1200 px wide and below 120 KB, and its
 *   declared dimensions match the file (WebP / PNG / JPEG headers are read);
 * - no page uid shadows a static route, no blog category uid shadows the blog search path;
 * - no "lorem" anywhere;
 * - every document agrees with its model (customtypes/, slices/): exactly the model's fields, of their kinds, only
 *   allowed slices, blocks and link targets — what the Migration API (npm run content:migrate) would be sent;
 * - prismicio-types.d.ts is what npm run types:prismic writes from those models (Slice Machine rewrites it on save).
 * Usage: npx tsx scripts/check-content.mjs [--quiet] (tsx reads the route table). Exit code 1 when an error is found.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { documentProblems } from '../lib/content/models/conformance.ts';
import { readModels } from '../lib/content/models/read.ts';
import { pathnames } from '../lib/routes/table.ts';
import { prismicTypes, typesFile } from './prismic-types.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DOCS = path.join(ROOT, 'content', 'documents');
const PUBLIC = path.join(ROOT, 'public');
const LANGS = { 'en-gb': 'en', 'de-de': 'de', 'it-it': 'it' };
const quiet = process.argv.includes('--quiet');

const errors = [];
const warnings = [];
const err = (file, msg) => errors.push(`${file}: ${msg}`);
const warn = (file, msg) => warnings.push(`${file}: ${msg}`);

// ------------------------------------------------------------------ load
const docs = [];
function walk(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? walk(p) : e.name.endsWith('.json') ? [p] : [];
  });
}
for (const file of walk(DOCS)) {
  const rel = path.relative(ROOT, file);
  const raw = fs.readFileSync(file, 'utf8');
  if (/lorem/i.test(raw)) err(rel, 'contains "lorem" placeholder text');
  let doc;
  try {
    doc = JSON.parse(raw);
  } catch (e) {
    err(rel, `does not parse: ${e.message}`);
    continue;
  }
  const parts = path.relative(DOCS, file).split(path.sep);
  if (parts.length !== 3) err(rel, 'expected content/documents/<lang>/<type>/<file>.json');
  const [lang, type] = parts;
  for (const k of [
    'id',
    'type',
    'lang',
    'tags',
    'first_publication_date',
    'last_publication_date',
    'alternate_languages',
    'data',
  ])
    if (!(k in doc)) err(rel, `missing "${k}"`);
  if (!('uid' in doc)) err(rel, 'missing "uid" (use null for types without uid)');
  if (typeof doc.id !== 'string' || !doc.id) err(rel, 'id must be a non-empty string');
  if (!(lang in LANGS)) err(rel, `unknown lang folder ${lang}`);
  if (doc.lang !== lang) err(rel, `lang "${doc.lang}" does not match folder ${lang}`);
  if (doc.type !== type) err(rel, `type "${doc.type}" does not match folder ${type}`);
  if (doc.uid != null && path.basename(file, '.json') !== doc.uid && path.basename(file, '.json') !== doc.id)
    err(rel, 'file name should be the uid (or the id for documents without uid)');
  for (const k of ['first_publication_date', 'last_publication_date'])
    if (doc[k] && Number.isNaN(Date.parse(doc[k]))) err(rel, `${k} is not an ISO date`);
  if (doc.first_publication_date && doc.last_publication_date && doc.first_publication_date > doc.last_publication_date)
    err(rel, 'first_publication_date is after last_publication_date');
  if (!Array.isArray(doc.tags)) err(rel, 'tags must be an array');
  if (typeof doc.data !== 'object' || doc.data === null) err(rel, 'data must be an object');
  docs.push({ rel, doc });
}

const byId = new Map();
const byKey = new Map();
for (const { rel, doc } of docs) {
  if (byId.has(doc.id)) err(rel, `duplicate id "${doc.id}" (also ${byId.get(doc.id).rel})`);
  else byId.set(doc.id, { rel, doc });
  if (doc.uid != null) {
    const key = `${doc.type}|${doc.lang}|${doc.uid}`;
    if (byKey.has(key))
      err(rel, `duplicate uid "${doc.uid}" for ${doc.type} in ${doc.lang} (also ${byKey.get(key).rel})`);
    else byKey.set(key, { rel, doc });
  }
}
const uidExists = (types, lang, uid) => types.some((t) => byKey.has(`${t}|${lang}|${uid}`));
const typeCount = (type, lang) => docs.filter((d) => d.doc.type === type && d.doc.lang === lang).length;

// ------------------------------------------------------------------ routes (lib/routes/table.ts)
const routes = { en: [], de: [], it: [] };
for (const [internal, config] of Object.entries(pathnames)) {
  for (const l of Object.keys(routes))
    routes[l].push({ internal, path: typeof config === 'string' ? config : config[l] });
}
function segs(p) {
  return p.split('/').filter(Boolean);
}
function matchRoute(locale, pathname) {
  const s = segs(pathname);
  const hits = [];
  for (const r of routes[locale]) {
    const rs = segs(r.path);
    const params = {};
    let ok = true;
    let i = 0;
    for (; i < rs.length; i++) {
      const seg = rs[i];
      if (/^\[\[\.\.\..+\]\]$/.test(seg)) {
        params.rest = s.slice(i);
        i = s.length;
        break;
      }
      if (i >= s.length) {
        ok = false;
        break;
      }
      if (/^\[.+\]$/.test(seg)) params[seg.slice(1, -1)] = s[i];
      else if (seg !== s[i]) {
        ok = false;
        break;
      }
    }
    if (ok && i === s.length && (rs.length === s.length || /\[\[/.test(r.path)))
      hits.push({ ...r, params, static: !/\[/.test(r.path) });
  }
  return hits.sort((a, b) => Number(b.static) - Number(a.static));
}
function checkWebPath(rel, doc, url) {
  const u = url.split(/[?#]/)[0];
  let locale = 'en';
  let rest = u;
  const m = /^\/(de|it)(\/.*)?$/.exec(u);
  if (m) {
    locale = m[1];
    rest = m[2] || '/';
  }
  const docLocale = LANGS[doc.lang];
  if (docLocale && locale !== docLocale)
    err(rel, `Web link "${url}" points to locale ${locale} from a ${docLocale} document`);
  if (!routes[locale].length) return;
  const hits = matchRoute(locale, rest);
  if (!hits.length) return err(rel, `Web link "${url}" matches no route of lib/routes/table.ts`);
  const h = hits[0];
  if (h.static) return;
  const lang = Object.keys(LANGS).find((k) => LANGS[k] === locale);
  const need = (types, uid, what) => {
    if (uidExists(types, lang, uid)) return;
    const any = types.some((t) => typeCount(t, lang) > 0);
    (any ? err : warn)(rel, `Web link "${url}": no ${what} "${uid}" in ${lang}`);
  };
  if (h.internal === '/[uid]') need(['page', 'product_page'], h.params.uid, 'page/product_page');
  else if (h.internal === '/blog/[category]') need(['blog_category'], h.params.category, 'blog_category');
  else if (h.internal === '/blog/[category]/[uid]') need(['post'], h.params.uid, 'post');
  else if (h.internal === '/faq/[product]') need(['faq_product'], h.params.product, 'faq_product');
  else if (h.internal === '/faq/[product]/[section]') need(['faq_section'], h.params.section, 'faq_section');
  else if (h.internal === '/faq/[product]/[section]/[uid]') need(['faq_article'], h.params.uid, 'faq_article');
}

// ------------------------------------------------------------------ images
const imageCache = new Map();
function imageInfo(file) {
  if (imageCache.has(file)) return imageCache.get(file);
  let info = null;
  try {
    const b = fs.readFileSync(file);
    info = { bytes: b.length };
    if (b.toString('ascii', 0, 4) === 'RIFF' && b.toString('ascii', 8, 12) === 'WEBP') {
      const chunk = b.toString('ascii', 12, 16);
      if (chunk === 'VP8 ')
        Object.assign(info, { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff });
      else if (chunk === 'VP8L') {
        const v = b.readUInt32LE(21);
        Object.assign(info, { width: (v & 0x3fff) + 1, height: ((v >> 14) & 0x3fff) + 1 });
      } else if (chunk === 'VP8X')
        Object.assign(info, { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 });
    } else if (b.readUInt32BE(0) === 0x89504e47)
      Object.assign(info, { width: b.readUInt32BE(16), height: b.readUInt32BE(20) });
    else if (b[0] === 0xff && b[1] === 0xd8) {
      for (let i = 2; i < b.length;) {
        if (b[i] !== 0xff) break;
        const marker = b[i + 1];
        const len = b.readUInt16BE(i + 2);
        if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
          Object.assign(info, { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) });
          break;
        }
        i += 2 + len;
      }
    }
  } catch {
    info = null;
  }
  imageCache.set(file, info);
  return info;
}
function checkImage(rel, node, where) {
  const url = node.url;
  if (/^https?:\/\//.test(url)) return;
  if (!url.startsWith('/')) return err(rel, `${where}: image url "${url}" must be absolute (/content/…)`);
  const file = path.join(PUBLIC, decodeURI(url.split('?')[0]));
  const info = imageInfo(file);
  if (!info) return err(rel, `${where}: image "${url}" does not exist under public/`);
  if (!node.alt || !String(node.alt).trim()) err(rel, `${where}: image "${url}" has no alt text`);
  if (!('copyright' in node)) warn(rel, `${where}: image "${url}" has no copyright field`);
  if (info.bytes > 120 * 1024)
    err(rel, `${where}: image "${url}" is ${(info.bytes / 1024).toFixed(0)} KB (max 120 KB)`);
  if (info.width > 1200) err(rel, `${where}: image "${url}" is ${info.width}px wide (max 1200)`);
  const d = node.dimensions;
  if (!d || typeof d.width !== 'number' || typeof d.height !== 'number')
    err(rel, `${where}: image "${url}" has no dimensions`);
  else if (info.width && (d.width !== info.width || d.height !== info.height))
    err(rel, `${where}: image "${url}" declares ${d.width}x${d.height}, file is ${info.width}x${info.height}`);
}

// ------------------------------------------------------------------ walk data
function visit(rel, doc, node, where) {
  if (Array.isArray(node)) return node.forEach((n, i) => visit(rel, doc, n, `${where}[${i}]`));
  if (!node || typeof node !== 'object') return;
  if (node.link_type === 'Document') {
    if (!node.id) err(rel, `${where}: Document link without id`);
    else {
      const target = byId.get(node.id);
      if (!target) err(rel, `${where}: Document link to missing id "${node.id}"`);
      else {
        const t = target.doc;
        if (node.type && node.type !== t.type)
          err(rel, `${where}: link type "${node.type}" but ${node.id} is a ${t.type}`);
        if (node.lang && node.lang !== t.lang)
          err(rel, `${where}: link lang "${node.lang}" but ${node.id} is ${t.lang}`);
        if ('uid' in node && node.uid !== t.uid)
          err(rel, `${where}: link uid "${node.uid}" but ${node.id} has uid "${t.uid}"`);
        if (t.lang !== doc.lang) warn(rel, `${where}: links ${node.id} in another language (${t.lang})`);
      }
    }
  } else if (node.link_type === 'Web') {
    if (typeof node.url !== 'string' || !node.url) err(rel, `${where}: Web link without url`);
    else if (node.url.startsWith('/')) checkWebPath(rel, doc, node.url);
    else if (!/^(https?:|mailto:|tel:)/.test(node.url))
      err(rel, `${where}: Web link "${node.url}" is neither absolute nor a path`);
  } else if (node.link_type === 'Media') {
    if (node.url && node.url.startsWith('/') && !fs.existsSync(path.join(PUBLIC, node.url)))
      err(rel, `${where}: media "${node.url}" missing`);
  } else if (typeof node.url === 'string' && (node.dimensions || node.type === 'image' || 'alt' in node)) {
    checkImage(rel, node, where);
  }
  if (Array.isArray(node.spans))
    for (const s of node.spans) if (s && s.type === 'hyperlink' && s.data) visit(rel, doc, s.data, `${where}.spans`);
  for (const [k, v] of Object.entries(node))
    if (k !== 'spans' && v && typeof v === 'object') visit(rel, doc, v, `${where}.${k}`);
}

// ------------------------------------------------------------------ per document checks
const RESERVED = new Set(['api', 'en', 'de', 'it', '_next', 'content']);
for (const { rel, doc } of docs) {
  // alternate languages
  if (Array.isArray(doc.alternate_languages)) {
    const seen = new Set();
    for (const alt of doc.alternate_languages) {
      if (!alt || !alt.id) {
        err(rel, 'alternate_languages entry without id');
        continue;
      }
      if (alt.lang === doc.lang) err(rel, `alternate_languages lists its own language (${alt.id})`);
      if (seen.has(alt.lang)) err(rel, `alternate_languages lists ${alt.lang} twice`);
      seen.add(alt.lang);
      const t = byId.get(alt.id);
      if (!t) {
        err(rel, `alternate_languages points to missing id "${alt.id}"`);
        continue;
      }
      if (t.doc.type !== doc.type) err(rel, `alternate ${alt.id} is a ${t.doc.type}, not a ${doc.type}`);
      if (alt.lang !== t.doc.lang || alt.type !== t.doc.type || (alt.uid ?? null) !== (t.doc.uid ?? null))
        err(rel, `alternate ${alt.id} does not match that document's uid/type/lang`);
      if (!(t.doc.alternate_languages || []).some((a) => a.id === doc.id))
        err(rel, `alternate ${alt.id} does not list ${doc.id} back`);
    }
  }
  // uid collisions with static routes
  const locale = LANGS[doc.lang];
  if (locale && doc.uid != null && (doc.type === 'page' || doc.type === 'product_page')) {
    if (RESERVED.has(doc.uid)) err(rel, `uid "${doc.uid}" is reserved`);
    const hits = matchRoute(locale, `/${doc.uid}`).filter((h) => h.static);
    for (const h of hits) {
      const pageBacked = !['/blog', '/cart', '/contact', '/faq', '/fast-checkout', '/not-found', '/'].includes(
        h.internal,
      );
      if (!pageBacked) err(rel, `uid "${doc.uid}" shadows the static route ${h.internal} in ${locale}`);
    }
  }
  if (locale && doc.type === 'blog_category') {
    const search = routes[locale].find((r) => r.internal === '/blog/search');
    if (search && segs(search.path)[1] === doc.uid) err(rel, `blog category uid "${doc.uid}" shadows ${search.path}`);
  }
  visit(rel, doc, doc.data, 'data');
}

// ------------------------------------------------------------------ models (customtypes/, slices/) and generated types
const models = readModels(ROOT);
for (const { rel, doc } of docs)
  for (const problem of documentProblems(doc, models)) err(rel, `disagrees with its model: ${problem}`);
if (fs.readFileSync(typesFile, 'utf8') !== prismicTypes())
  err(path.relative(ROOT, typesFile), 'is stale: run npm run types:prismic');

// ------------------------------------------------------------------ report
const counts = {};
for (const { doc } of docs) {
  counts[doc.lang] ??= {};
  counts[doc.lang][doc.type] = (counts[doc.lang][doc.type] || 0) + 1;
}
const types = [...new Set(docs.map((d) => d.doc.type))].sort();
const langs = Object.keys(LANGS).filter((l) => counts[l]);
if (!quiet) {
  console.log(
    `Documents: ${docs.length} (${langs.map((l) => `${l} ${Object.values(counts[l]).reduce((a, b) => a + b, 0)}`).join(', ')})`,
  );
  console.log(['type'.padEnd(22), ...langs.map((l) => l.padStart(6))].join(''));
  for (const t of types)
    console.log([t.padEnd(22), ...langs.map((l) => String(counts[l][t] || 0).padStart(6))].join(''));
  const imgs = [...imageCache.entries()].filter(([, v]) => v);
  console.log(`Images referenced: ${imgs.length}`);
}
for (const w of warnings) console.log(`warning: ${w}`);
for (const e of errors) console.log(`error: ${e}`);
console.log(
  errors.length ? `\n${errors.length} error(s), ${warnings.length} warning(s)` : `\nOK, ${warnings.length} warning(s)`,
);
process.exit(errors.length ? 1 : 0);
