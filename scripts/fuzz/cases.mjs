// Hostile requests: odd methods, paths, encodings, bodies, cookies and headers, drawn from a seeded generator.
import { randomBytes } from 'node:crypto';

/** Paths known to have broken before (issue 9), always sent once. */
export const knownHostilePaths = [
  '/%25',
  '/de/%25',
  '/technology%25',
  '/faq/freshly/guide/%25',
  '/%E0%A4%A',
  '/%zz',
  '/%2525',
  '/a%00b',
  '/api/locale?to=de&from=/%25',
  '/api/locale?to=de&from=/%E0%A4%A',
  '/api/nonexistent',
  '/api/typo',
  '/api/home',
  '/api',
  '/_next/x',
  '/blog/post.html',
  '/wp-admin/install.php',
  '/.git/config',
  '/foodprint-calculator/1.5',
  '/content/missing.png',
  '/robots.txt/x',
  '/_next/static/x',
  '/_next/image?url=%2F%2Fevil.example%2Fx.png&w=64&q=75',
  `/${'a'.repeat(15000)}`,
  `//${'b'.repeat(15000)}`,
  `/de/${'c'.repeat(15000)}/`,
  `/de/${'%25'.repeat(3000)}`,
];

const segmentPool = [
  '%25',
  '%zz',
  '%E0%A4%A',
  '%2525',
  '%00',
  'a%00b',
  '%C0%AF',
  '%ED%A0%80',
  '%FF',
  '%',
  '%%',
  '%u0041',
  '%2e%2e',
  '..',
  '.git',
  'post.html',
  'install.php',
  '1.5',
  '-1',
  '99',
  '%2F',
  '%5C',
  '%3Cscript%3E',
  '%F0%9F%98%80',
  '%F0%9F',
  'technology',
  'freshly',
  'verde',
  'guide',
  'news',
  'home',
  'not-found',
  'CON',
  '__proto__',
  'constructor',
];
const localePool = ['', 'de', 'it', 'en', 'xx', 'api', '_next', 'DE', '%64e', 'de-DE'];
const odd = ['TRACE', 'OPTIONS', 'PROPFIND', 'MKCOL', 'FOO', 'PURGE', 'LOCK', 'SEARCH'];
const all = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain; application/json',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'text/plain',
  'application/jsonp',
  'APPLICATION/JSON',
  undefined,
];
const hostileValues = [
  true,
  false,
  null,
  '0x10',
  ' 7 ',
  [5],
  {},
  -1,
  0,
  1.5,
  1e309,
  '1e3',
  Number.MAX_SAFE_INTEGER,
  'FRESHLY',
  '\u0000',
  '\ud800',
  'a\u0000b',
  '\udfff\ud800',
  '\u202e',
  'x'.repeat(600),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
];
const jsonKeys = ['skuCode', 'quantity', 'notes', 'code', 'country', 'customerType', 'secret', 'type', '__proto__'];

function pick(random, list) {
  return list[Math.floor(random() * list.length)];
}

function hostileSegment(random) {
  if (random() < 0.05) return 'b'.repeat(200 + Math.floor(random() * 8000));
  return pick(random, segmentPool);
}

function fill(random, segments) {
  const parts = [];
  for (const segment of segments) {
    if (segment === '[locale]') {
      const locale = pick(random, localePool);
      if (locale) parts.push(locale);
    } else if (/^\[\[?\.\.\./.test(segment)) {
      const count = Math.floor(random() * 3) + (segment.startsWith('[[') ? 0 : 1);
      for (let i = 0; i < count; i++) parts.push(hostileSegment(random));
    } else if (segment.startsWith('[')) parts.push(hostileSegment(random));
    else parts.push(random() < 0.05 ? `${segment}${pick(random, ['%25', '.html', '%00', '/'])}` : segment);
  }
  return `/${parts.join('/')}`;
}

function query(random) {
  const options = [
    '',
    '',
    '?locale=xx',
    '?locale=de',
    '?skus=FRESHLY,%00,a%zz',
    `?skus=${Array.from({ length: 20 }, () => 'X1').join(',')}`,
    '?to=de&from=/%25',
    '?to=it&from=//evil.example',
    '?to=zz&from=/',
    '?documentId=%zz',
    '?quantity=0x10&sku=FRESHLY',
    '?quantity=%20%207%20&sku=%00',
    '?q=%E0%A4%A',
    '?page=-1',
    '?page=1e9',
    '?_rsc=%zz',
    `?x=${'y'.repeat(3000)}`,
  ];
  return pick(random, options);
}

function jsonBody(random) {
  const object = {};
  const keys = 1 + Math.floor(random() * 3);
  for (let i = 0; i < keys; i++) object[pick(random, jsonKeys)] = pick(random, hostileValues);
  return JSON.stringify(object);
}

function body(random) {
  const r = random();
  if (r < 0.4) return jsonBody(random);
  if (r < 0.5) return '{"notes":"\\u0000"}';
  if (r < 0.55) return '{"notes":"\\ud800"}';
  if (r < 0.6) return '{"code":"\\u0000"}';
  if (r < 0.65) return '{"quantity":';
  if (r < 0.7) return `${'['.repeat(5000)}${']'.repeat(5000)}`;
  if (r < 0.74) return Buffer.alloc((1 + Math.floor(random() * 4)) << 20, 'a');
  if (r < 0.78) return `{"notes":"${'n'.repeat(100_000)}"}`;
  if (r < 0.82) return randomBytes(512);
  if (r < 0.86) return 'skuCode=FRESHLY&quantity=1';
  return '';
}

function forgedCartCookie(random) {
  const payload = Buffer.from(
    JSON.stringify({ orderId: pick(random, ['x', 'ord_1', '../', '%00']), market: pick(random, ['1', 'eu', '']) }),
  ).toString('base64url');
  return `viridea_cart=${payload}.${randomBytes(32).toString('base64url')}`;
}

function cookies(random) {
  const options = [
    undefined,
    undefined,
    () => forgedCartCookie(random),
    () => 'viridea_cart=%zz',
    () => 'viridea_cart=a.b.c',
    () => `viridea_cart=${'A'.repeat(4000)}.x`,
    () => 'NEXT_LOCALE=xx',
    () => 'NEXT_LOCALE=%E0%A4%A',
    () => 'io.prismic.preview=%zz',
    () => 'io.prismic.preview=%7B%22x%22%3A1%7D',
    () => '__prerender_bypass=forged; __next_preview_data=forged',
    () => '_ga=%zz; _gid=%E0',
  ];
  const option = pick(random, options);
  return option ? option() : undefined;
}

function extraHeaders(random, base) {
  const headers = {};
  const r = random();
  if (r < 0.08) headers.host = pick(random, ['evil.example', 'localhost:99999', '[::1]', 'a'.repeat(300), '127.0.0.1']);
  else if (r < 0.14) headers['x-forwarded-host'] = pick(random, ['evil.example', 'a b', '%zz']);
  if (random() < 0.05) headers['x-forwarded-proto'] = pick(random, ['javascript', 'https', 'ftp']);
  if (random() < 0.1) headers.origin = pick(random, ['http://evil.example', 'null', base]);
  if (random() < 0.1) headers['sec-fetch-site'] = pick(random, ['cross-site', 'same-origin', 'none', '%zz']);
  if (random() < 0.1) headers['accept-language'] = pick(random, ['zz;q=x', 'de-DE,de;q=0.9', '*', 'x'.repeat(2000)]);
  if (random() < 0.05) headers['x-locale'] = pick(random, ['xx', 'de', '%00']);
  if (random() < 0.05) headers['x-long'] = 'L'.repeat(4000 + Math.floor(random() * 14000));
  if (random() < 0.05) headers.rsc = '1';
  if (random() < 0.04) headers['next-router-state-tree'] = pick(random, ['%zz', '[]', '{"a":', 'x'.repeat(1000)]);
  if (random() < 0.04) headers['next-action'] = pick(random, ['0'.repeat(40), 'x', '%zz']);
  if (random() < 0.03) headers['next-router-prefetch'] = '1';
  if (random() < 0.05) headers.range = pick(random, ['bytes=0-1', 'bytes=x', 'bytes=99999999-']);
  if (random() < 0.05) headers['if-none-match'] = pick(random, ['*', '"x"', 'W/"%zz"']);
  if (random() < 0.05) headers.accept = pick(random, ['text/html', 'application/json', '*/*', 'x/y;q=bad']);
  if (random() < 0.03) headers['x-prismic-signature'] = 'x';
  return headers;
}

/** One hostile request against one of the discovered routes. */
export function hostileRequest(random, routes, base) {
  const useHandler = random() < 0.55;
  const route = useHandler ? pick(random, routes.handlers) : pick(random, routes.pages);
  const path = fill(random, route.segments) + query(random);
  let method;
  const r = random();
  if (useHandler && route.methods.length && r < 0.6) method = pick(random, route.methods);
  else if (r < 0.85) method = pick(random, all);
  else method = pick(random, odd);
  const headers = extraHeaders(random, base);
  const cookie = cookies(random);
  if (cookie) headers.cookie = cookie;
  let payload;
  if (!['GET', 'HEAD', 'TRACE'].includes(method) || random() < 0.03) {
    payload = body(random);
    const type = pick(random, contentTypes);
    if (type) headers['content-type'] = type;
  }
  return { method, path, headers, body: payload };
}
