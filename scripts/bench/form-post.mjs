// A page's server-action form submitted as a browser without JavaScript does: its fields (React's hidden
// `$ACTION_…` fields included) posted as multipart/form-data to the form's action, from the page's origin.
import http from 'node:http';

const named = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };

function decode(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name) => {
    if (name[0] !== '#') return named[name.toLowerCase()] ?? entity;
    return String.fromCodePoint(
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
    );
  });
}

function attributes(tag) {
  const found = new Map();
  for (const [, name, , quoted, single, bare] of tag.matchAll(
    /([^\s=/>]+)(\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g,
  ))
    found.set(name.toLowerCase(), decode(quoted ?? single ?? bare ?? ''));
  return found;
}

/**
 * The forms of a server-rendered page, each with its action, method and the name/value pairs it submits: inputs
 * (checked ones only for radios and checkboxes; no submit buttons) and textareas. Selects are not read.
 */
function pageForms(html) {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)].map(([, tag, inner]) => {
    const form = attributes(tag);
    const fields = [];
    for (const [, kind, control, text] of inner.matchAll(/<(input|textarea)\b([^>]*)>(?:([\s\S]*?)<\/textarea>)?/gi)) {
      const field = attributes(control);
      const type = (field.get('type') ?? 'text').toLowerCase();
      if (!field.has('name') || field.has('disabled') || ['submit', 'button', 'image', 'reset', 'file'].includes(type))
        continue;
      if (['radio', 'checkbox'].includes(type) && !field.has('checked')) continue;
      fields.push([
        field.get('name'),
        kind.toLowerCase() === 'textarea' ? decode(text ?? '') : (field.get('value') ?? ''),
      ]);
    }
    return { action: form.get('action') ?? '', method: (form.get('method') ?? 'get').toUpperCase(), fields };
  });
}

/** The first form whose fields hold every given name/value pair (e.g. `{ intent: 'remove' }`). */
export function findForm(html, wanted) {
  return pageForms(html).find(({ fields }) =>
    Object.entries(wanted).every(([name, value]) => fields.some(([field, given]) => field === name && given === value)),
  );
}

/** A browser's cookie jar, reduced to names and values: `keep` takes raw Set-Cookie lines, an emptied one goes. */
export function cookieJar() {
  const cookies = new Map();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') || undefined,
    keep(lines) {
      for (const line of lines) {
        const pair = line.split(';')[0];
        const at = pair.indexOf('=');
        const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
        if (value === '' || /;\s*max-age=0\b/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
    },
  };
}

/** One request; resolves with status, elapsed ms, body text, Location and the raw Set-Cookie lines. */
export function send(url, { method = 'GET', agent, headers = {}, body } = {}) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent, headers, timeout: 30_000 }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          ms: performance.now() - started,
          text: Buffer.concat(chunks).toString(),
          location: res.headers.location,
          cookies: res.headers['set-cookie'] ?? [],
        }),
      );
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

/** GETs a page as a browser navigating to it would. */
export function getPage(base, path, { agent, cookie } = {}) {
  return send(new URL(path, base), { agent, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
}

/**
 * Posts `form` (from `findForm` on the page at `pagePath`) with `fill` replacing or adding typed values;
 * a server action answers 303 to where the change leads, or 200 with the page again (a refusal in place).
 * `site`: the public origin the browser shows when `base` is a server behind a proxy (its Host and Origin, as the
 * proxy forwards them).
 */
export async function submitForm(base, pagePath, form, { fill = {}, agent, cookie, site } = {}) {
  const data = new FormData();
  const filled = new Set();
  for (const [name, value] of form.fields) {
    const typed = Object.hasOwn(fill, name) && !filled.has(name);
    if (typed) filled.add(name);
    data.append(name, typed ? fill[name] : value);
  }
  for (const [name, value] of Object.entries(fill)) if (!filled.has(name)) data.append(name, value);
  const encoded = new Response(data);
  const body = Buffer.from(await encoded.arrayBuffer());
  const page = new URL(pagePath, base);
  const shown = new URL(pagePath, site ?? base);
  const headers = {
    accept: 'text/html',
    origin: shown.origin,
    referer: shown.href,
    ...(site ? { host: shown.host } : {}),
    'content-type': encoded.headers.get('content-type'),
    'content-length': String(body.length),
    ...(cookie ? { cookie } : {}),
  };
  return send(new URL(form.action || page.pathname + page.search, page), { method: 'POST', agent, headers, body });
}
