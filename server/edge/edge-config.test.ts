// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countryOfIp } from '@/lib/geo/country';
import { edgeWanted, placeBehindEdge } from './edge.ts';
import { countryRanges, geoRangeLines } from './geo-table.ts';
import { edgeConfig } from './nginx-config.ts';

const lookedUp = edgeConfig({
  port: 3000,
  origin: '127.0.0.1:13000',
  dir: '/tmp/e',
  country: { table: '/tmp/e/c.conf' },
});
const directive = (name: string) =>
  lookedUp
    .split('\n')
    .find((line) => line.trim().startsWith(`${name} `))
    ?.trim();

describe('the edge cache configuration (nginx, ADR 0034)', () => {
  it('listens on loopback in front of the origin and keeps a bounded cache', () => {
    expect(lookedUp).toContain('listen 127.0.0.1:3000;');
    expect(lookedUp).toContain('server 127.0.0.1:13000;');
    expect(directive('proxy_cache_path')).toMatch(/max_size=256m inactive=10m/);
    expect(directive('proxy_buffer_size')).toBe('proxy_buffer_size 64k;');
  });

  it('keys a page on its URL, encoding, market cookie, country, router headers and, on `/`, the language', () => {
    const key = directive('proxy_cache_key');
    for (const part of ['$http_host$request_uri', '$edge_encoding', '$cookie_viridea_market', '$edge_country'])
      expect(key).toContain(part);
    expect(key).toContain('$http_rsc,$http_next_router_state_tree,$http_next_router_prefetch');
    expect(key).toContain('$edge_home_language');
    expect(lookedUp).toContain('"/" "$cookie_NEXT_LOCALE|$http_accept_language";');
    expect(directive('proxy_set_header Accept-Encoding')).toBe('proxy_set_header Accept-Encoding $edge_encoding;');
    expect(directive('proxy_set_header x-edge-country')).toBe('proxy_set_header x-edge-country $edge_country;');
  });

  it("stores only the origin's public answers, never /api, a cart the key cannot see, or a draft", () => {
    expect(directive('proxy_no_cache')).toBe(
      'proxy_no_cache $edge_unshared $edge_api $edge_unkeyed_cart $cookie___prerender_bypass;',
    );
    expect(directive('proxy_cache_bypass')).toBe(
      'proxy_cache_bypass $edge_api $edge_unkeyed_cart $cookie___prerender_bypass;',
    );
    expect(lookedUp).toMatch(
      /map \$upstream_http_cache_control \$edge_unshared \{\n\s+default 1;\n\s+"~\*\(\^\|\[,\\s\]\)public/,
    );
    const ignored = (directive('proxy_ignore_headers') ?? '').replace(';', '').split(' ');
    expect(ignored).toContain('Vary');
    for (const honoured of ['Set-Cookie', 'Cache-Control', 'Expires', 'X-Accel-Buffering'])
      expect(ignored).not.toContain(honoured);
    expect(lookedUp).not.toContain('proxy_cache_methods');
  });

  it("renews in the background, serves stale only within the origin's stale-while-revalidate, queues nothing", () => {
    expect(lookedUp).toContain('proxy_cache_lock off;');
    expect(lookedUp).toContain('proxy_cache_background_update on;');
    expect(lookedUp).not.toContain('proxy_cache_use_stale');
    expect(lookedUp).not.toContain('proxy_cache_valid');
  });

  it("trusts a CDN's country header when one is configured, one clean value of it", () => {
    const behindCdn = edgeConfig({
      port: 3000,
      origin: '127.0.0.1:3080',
      dir: '/tmp/e',
      country: { header: 'CF-IPCountry' },
    });
    expect(behindCdn).toContain('map $http_cf_ipcountry $edge_country {');
    expect(behindCdn).toContain('proxy_set_header CF-IPCountry $edge_country;');
    expect(behindCdn).not.toContain('geo ');
  });

  it('looks up the address the origin trusts: the socket peer, or the hop a proxy in front appended', () => {
    expect(lookedUp).toMatch(/geo \$edge_country \{\n\s+ranges;\n\s+default "";\n\s+include \/tmp\/e\/c\.conf;/);
    const behindOne = edgeConfig({ port: 1, origin: 'o:2', dir: '/d', country: { table: '/d/c', hops: 1 } });
    expect(behindOne).toContain('geo $edge_client $edge_country {');
    expect(behindOne).toContain('"~([0-9.]+)\\s*(,[^,]*){0}$" $1;');
  });
});

describe('what the edge tells the origin about a request (ADR 0051)', () => {
  it('proves it passed the edge with the run’s secret, and drops a client’s forwarded host and protocol', () => {
    const config = edgeConfig({
      port: 1,
      origin: 'o:2',
      dir: '/d',
      country: { table: '/d/c' },
      proxySecret: 's3cr3t-0123456789abcdef',
    });
    expect(config).toContain('      proxy_set_header x-proxy-secret "s3cr3t-0123456789abcdef";');
    for (const name of ['X-Forwarded-Host', 'X-Forwarded-Proto', 'X-Forwarded-Port'])
      expect(config).toContain(`proxy_set_header ${name} "";`);
    // Behind a CDN those are the CDN's.
    const behindCdn = edgeConfig({ port: 1, origin: 'o:2', dir: '/d', country: { header: 'cf-ipcountry' } });
    expect(behindCdn).not.toContain('proxy_set_header X-Forwarded-Host');
    expect(() =>
      edgeConfig({ port: 1, origin: 'o:2', dir: '/d', country: { header: 'x' }, proxySecret: 'a"b' }),
    ).toThrow();
  });
});

describe("the edge's country table", () => {
  it('gives the same country as the site for the addresses it knows', () => {
    const ranges = countryRanges();
    const find = (address: string) => {
      const n = address.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
      return ranges.find(([first, last]) => first <= n && n <= last)?.[2];
    };
    for (const address of ['81.2.69.142', '8.8.8.8', '1.0.0.5', '151.101.1.1', '2.16.0.1', '200.1.2.3', '10.0.0.1'])
      expect(find(address), address).toBe(countryOfIp(address));
    expect(geoRangeLines([[16777216, 16777471, 'US']])).toBe('1.0.0.0-1.0.0.255 US;\n');
  });
});

describe('a site placed behind the edge', () => {
  it('trusts one more proxy hop, reads the country from the edge and keeps its public port for links', () => {
    const env: Record<string, string | undefined> = { PORT: '3000', TRUSTED_PROXY_HOPS: '1' };
    expect(placeBehindEdge(env)).toEqual({ hops: 1 });
    expect(env).toMatchObject({
      TRUSTED_PROXY_HOPS: '2',
      GEO_COUNTRY_HEADER: 'x-edge-country',
      SITE_PORT: '3000',
      SERVE_HOST: '127.0.0.1',
    });
    // A secret of this run's own unless one is configured.
    expect(env.TRUSTED_PROXY_SECRET).toMatch(/^[0-9a-f]{48}$/);
    const configured: Record<string, string | undefined> = { TRUSTED_PROXY_SECRET: 'mine-0123456789abcdef' };
    placeBehindEdge(configured);
    expect(configured.TRUSTED_PROXY_SECRET).toBe('mine-0123456789abcdef');
    const cdn: Record<string, string | undefined> = { GEO_COUNTRY_HEADER: 'cf-ipcountry' };
    expect(placeBehindEdge(cdn)).toEqual({ header: 'cf-ipcountry' });
    expect(edgeWanted({})).toBe(true);
    expect(edgeWanted({ EDGE_CACHE: 'off' })).toBe(false);
  });
});
