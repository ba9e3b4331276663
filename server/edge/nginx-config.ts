// The edge cache in front of the origin (docs/adr/0034-edge-cache.md): nginx's proxy_cache standing in for the CDN.
// It stores only what the origin marks `public` (server/http/cached-page-response.ts certifies pages), keys a page on
// what chose its variant (the market cookie lib/cart/cookie.ts writes, the country, the language on `/`), never stores private/no-store/Set-Cookie answers, non-GET requests or /api/*, and is bypassed
// in draft mode.
import { proxySecretHeader } from '../http/client-address.ts';

/** Where the edge takes a client's country from: a CDN's header, or its own table of `hops` proxies' address. */
export type EdgeCountry = { header: string } | { header?: undefined; table: string; hops?: number };

/** The cookie the edge keys a page's market on; lib/cart/cookie.ts writes it beside the cart cookie. */
export const marketCookie = 'viridea_market';
const cartCookie = 'viridea_cart';
const localeCookie = 'NEXT_LOCALE';

const variable = (header: string) => `$http_${header.toLowerCase().replace(/-/g, '_')}`;

// Next's router headers pick another answer (the RSC payload) for the same URL: part of the key as they are of Vary.
const routerHeaders = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
];

/** The header the edge names the client's country in when it looks the address up itself. */
export const edgeCountryHeader = 'x-edge-country';

/** The cache key: URL, encoding, market cookie, country, router headers, and the language only on `/`. */
function edgeCacheKey() {
  const parts = [
    '$http_host$request_uri',
    'e=$edge_encoding',
    `m=$cookie_${marketCookie}`,
    'g=$edge_country',
    `r=${routerHeaders.map(variable).join(',')}`,
    'h=$edge_home_language',
  ];
  return parts.join('|');
}

/**
 * Where the client's country comes from: the configured header of a CDN in front (`header`), else the edge's own
 * look-up of the address the origin would trust, `hops` entries left in X-Forwarded-For (ranges in `table`).
 */
function countryLines(country: EdgeCountry): string[] {
  if (country.header !== undefined) {
    const { header } = country;
    return [
      `  map ${variable(header)} $edge_country {`,
      '    default "";',
      '    "~^\\s*([A-Za-z]{2})\\s*$" $1;',
      '  }',
    ];
  }
  const { table, hops = 0 } = country;
  const address =
    hops > 0
      ? [
          '  map $http_x_forwarded_for $edge_client {',
          '    default $remote_addr;',
          `    "~([0-9.]+)\\s*(,[^,]*){${hops - 1}}$" $1;`,
          '  }',
        ]
      : [];
  return [
    ...address,
    `  geo ${hops > 0 ? '$edge_client ' : ''}$edge_country {`,
    '    ranges;',
    '    default "";',
    `    include ${table};`,
    '  }',
  ];
}

/**
 * What the edge tells the origin about who sent a request: the secret that proves it passed the edge (the origin
 * trusts forwarding headers only then, server/http/client-address.ts), and, when nothing stands in front of the edge,
 * no forwarded host or protocol of the client's own.
 */
function forwardingLines({ proxySecret, outermost }: { proxySecret?: string; outermost: boolean }): string[] {
  const secret = proxySecret ? [`      proxy_set_header ${proxySecretHeader} "${proxySecret}";`] : [];
  const cleared = outermost ? ['X-Forwarded-Host', 'X-Forwarded-Proto', 'X-Forwarded-Port'] : [];
  return [...secret, ...cleared.map((name) => `      proxy_set_header ${name} "";`)];
}

/**
 * nginx.conf for an edge on 127.0.0.1:`port` in front of `origin` (host:port), its files under `dir`; `country`
 * as for countryLines; `proxySecret` as forwardingLines. `maxSize`/`inactive` bound the cache.
 */
export function edgeConfig({
  port,
  origin,
  dir,
  country,
  proxySecret,
  maxSize = '256m',
  inactive = '10m',
  workers = 1,
}: {
  port: number;
  origin: string;
  dir: string;
  country: EdgeCountry;
  proxySecret?: string;
  maxSize?: string;
  inactive?: string;
  workers?: number;
}): string {
  if (proxySecret !== undefined && !/^[\w-]{16,}$/.test(proxySecret))
    throw new Error('the proxy secret must be 16 or more letters, digits, _ or -');
  const countryHeader = country.header ?? edgeCountryHeader;
  const outermost = country.header === undefined && !country.hops;
  const lines = [
    'daemon off;',
    'master_process on;',
    `worker_processes ${workers};`,
    `pid ${dir}/nginx.pid;`,
    'error_log stderr warn;',
    'events { worker_connections 4096; }',
    'http {',
    '  access_log off;',
    '  server_tokens off;',
    // A hit is a file of the cache: handed to the socket by the kernel.
    '  sendfile on;',
    `  client_body_temp_path ${dir}/client-body;`,
    `  proxy_temp_path ${dir}/proxy-temp;`,
    `  fastcgi_temp_path ${dir}/fastcgi-temp;`,
    `  uwsgi_temp_path ${dir}/uwsgi-temp;`,
    `  scgi_temp_path ${dir}/scgi-temp;`,
    // The origin bounds targets and headers itself (server/http/request-target.ts); room here for its longest.
    '  large_client_header_buffers 8 32k;',
    // The origin refuses big bodies in its own words long before this; beyond it the edge answers 413 itself.
    '  client_max_body_size 8m;',
    // Room for the origin's longest heads (a redirect repeats a 4 KB target twice) and for the key, target included.
    '  proxy_buffer_size 64k;',
    '  proxy_buffers 16 32k;',
    '  proxy_busy_buffers_size 128k;',
    `  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=edge:10m max_size=${maxSize} inactive=${inactive} use_temp_path=off;`,
    ...countryLines(country),
    '  upstream origin {',
    `    server ${origin};`,
    '    keepalive 64;',
    // Below Node's 5 s keep-alive, so nginx never sends a request on a connection the origin is closing.
    '    keepalive_timeout 4s;',
    '  }',
    // One stored copy for gzip clients, one plain; the origin is asked for exactly the one keyed.
    '  map $http_accept_encoding $edge_encoding {',
    '    default "";',
    '    "~*\\bgzip\\b" gzip;',
    '  }',
    // Only `/` looks at the language (the browser's, else the remembered one) before choosing a page.
    '  map $uri $edge_home_language {',
    '    default "";',
    `    "/" "$cookie_${localeCookie}|$http_accept_language";`,
    '  }',
    // Stored: only what the origin marks public. nginx itself refuses private, no-store and Set-Cookie answers.
    '  map $upstream_http_cache_control $edge_unshared {',
    '    default 1;',
    '    "~*(^|[,\\s])public($|[,\\s])" 0;',
    '  }',
    '  map $uri $edge_api {',
    '    default 0;',
    '    "~^/api/" 1;',
    '  }',
    // A cart from before the market cookie existed chooses a variant the key cannot see: straight to the origin.
    `  map "$cookie_${cartCookie}|$cookie_${marketCookie}" $edge_unkeyed_cart {`,
    '    default 0;',
    '    "~^[^|]+\\|$" 1;',
    '  }',
    '  server {',
    `    listen 127.0.0.1:${port};`,
    // Metrics belong to each instance's own port (METRICS_PORT): whatever answers behind the edge, /metrics never does.
    '    location ~* ^/metrics(?:/|$) {',
    '      return 404;',
    '    }',
    '    location / {',
    '      proxy_pass http://origin;',
    '      proxy_http_version 1.1;',
    '      proxy_set_header Connection "";',
    '      proxy_set_header Host $http_host;',
    '      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    ...forwardingLines({ proxySecret, outermost }),
    '      proxy_set_header Accept-Encoding $edge_encoding;',
    // The origin sees one value of each keyed header, the one the key holds.
    '      proxy_set_header Accept-Language $http_accept_language;',
    `      proxy_set_header ${countryHeader} $edge_country;`,
    '      proxy_cache edge;',
    `      proxy_cache_key "${edgeCacheKey()}";`,
    // The key above replaces Vary (Vary: Cookie would keep one copy per visitor); X-Accel-Buffering stays honoured
    // so per-request pages stream.
    '      proxy_ignore_headers Vary X-Accel-Expires X-Accel-Redirect X-Accel-Limit-Rate X-Accel-Charset;',
    '      proxy_cache_bypass $edge_api $edge_unkeyed_cart $cookie___prerender_bypass;',
    '      proxy_no_cache $edge_unshared $edge_api $edge_unkeyed_cart $cookie___prerender_bypass;',
    // A stale copy is served while one background request renders the next, for as long as the origin's
    // stale-while-revalidate allows (never longer: no `proxy_cache_use_stale updating`, which would override it):
    // renewals are coalesced by that. proxy_cache_lock stays off: nginx has no hit-for-pass, so it would also queue
    // every concurrent request for an answer it cannot keep (the cart page) in 500 ms steps.
    '      proxy_cache_lock off;',
    '      proxy_cache_background_update on;',
    '      proxy_cache_revalidate on;',
    '      add_header X-Cache-Status $upstream_cache_status always;',
    '    }',
    '  }',
    '}',
  ];
  return `${lines.join('\n')}\n`;
}
