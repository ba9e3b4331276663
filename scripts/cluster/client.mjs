import http from 'node:http';

// A browser without JavaScript, for the cluster's tests and benchmark: pages over HTTP, a cookie jar, and forms
// posted the way a browser posts them (the server action's hidden fields included).
const entities = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };
const unescape = (text) => text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity) => entities[entity]);
const attribute = (tag, name) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? unescape(match[1]) : undefined;
};

/** The fields a browser would send, before the user types, for the form that carries `marker` or first follows it. */
export function formFields(html, marker) {
  const forms = [...html.matchAll(/<form[^>]*>/g)];
  const at = html.indexOf(marker);
  const start = forms.find(([tag]) => tag.includes(marker)) ?? (at < 0 ? undefined : forms.find((f) => f.index > at));
  if (!start) throw new Error(`no form with ${marker}`);
  const body = html.slice(start.index, html.indexOf('</form>', start.index));
  const fields = [];
  for (const [tag] of body.matchAll(/<input[^>]*>/g)) {
    const name = attribute(tag, 'name');
    const type = attribute(tag, 'type') ?? 'text';
    if (!name || ((type === 'radio' || type === 'checkbox') && !/\schecked=/.test(tag))) continue;
    fields.push([name, attribute(tag, 'value') ?? (type === 'checkbox' ? 'on' : '')]);
  }
  for (const [, name] of body.matchAll(/<(?:textarea|select)[^>]*\sname="([^"]*)"/g)) fields.push([name, '']);
  return fields;
}

/** A request with a Host of our choosing, which fetch would replace with the URL's. */
function requestAs(url, host, { method, body, headers }) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers: { ...headers, host }, timeout: 30_000 }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve(
          new Response(response.statusCode === 204 || response.statusCode === 304 ? null : Buffer.concat(chunks), {
            status: response.statusCode,
            headers: Object.entries(response.headers).flatMap(([name, value]) =>
              (Array.isArray(value) ? value : [value]).map((one) => [name, String(one)]),
            ),
          }),
        ),
      );
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * A visitor: one cookie jar, GET and form posts against whichever origin it is given. With `site` (the public origin),
 * a post straight to an instance carries the Host and Origin the load balancer would forward.
 */
export function createVisitor({ site } = {}) {
  const jar = new Map();
  const remember = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const send = async (url, init = {}) => {
    const headers = { cookie: cookie(), ...init.headers };
    const response = init.host
      ? await requestAs(url, init.host, { method: init.method, body: init.body, headers })
      : await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000), ...init, headers });
    remember(response);
    return { status: response.status, text: await response.text(), location: response.headers.get('location') };
  };
  return {
    jar,
    get: (url) => send(url),
    /** Posts `fields` (with `values` replacing or adding fields) to `url` as multipart form data, as a browser does. */
    post(url, fields, values = {}) {
      const form = new FormData();
      const given = new Set(Object.keys(values));
      for (const [name, value] of fields) if (!given.has(name)) form.append(name, value);
      for (const [name, value] of Object.entries(values)) form.append(name, value);
      const shown = new URL(site ?? url);
      if (!site || shown.origin === new URL(url).origin)
        return send(url, { method: 'POST', body: form, headers: { origin: shown.origin } });
      const encoded = new Response(form);
      return encoded.arrayBuffer().then((body) =>
        send(url, {
          method: 'POST',
          host: shown.host,
          body: Buffer.from(body),
          headers: { origin: shown.origin, 'content-type': encoded.headers.get('content-type') },
        }),
      );
    },
  };
}
