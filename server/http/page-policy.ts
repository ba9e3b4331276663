// Pure helpers for the pages server/serve.ts answers from Next's cache (docs/adr/0023-cached-pages-under-a-hash-csp.md):
// the hashes of a document's own inline scripts, the policy that allows exactly those, and the shared-cache headers.
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

const scriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const javascriptTypes = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** Whether a `<script>` start tag's attributes make it an inline script a browser would run (not a data block). */
function runsInline(attributes: string): boolean {
  if (/\ssrc\s*=/i.test(` ${attributes}`)) return false;
  const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1] ?? '';
  return javascriptTypes.has(type.trim().toLowerCase());
}

/** The `'sha256-…'` sources of every inline script in `html`, in document order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(scriptPattern)) {
    if (!runsInline(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The per-request policy proxy.ts wrote, turned into a cached document's: `script-src` loses the nonce and
 * `'strict-dynamic'` (the document's script tags carry no nonce, so `'self'` must admit them) and gains the
 * document's own hashes; every other directive stays as it was.
 */
export function policyForCachedPage(policy: string, hashes: string[]): string {
  return policy
    .split(';')
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name !== 'script-src') return directive.trim();
      const kept = sources.filter((source) => !/^'nonce-/.test(source) && source !== "'strict-dynamic'");
      return [name, ...new Set([...kept, ...hashes])].join(' ');
    })
    .join('; ');
}

/** Seconds of a `Cache-Control` directive, or undefined. */
function seconds(cacheControl: string | undefined, directive: string): number | undefined {
  const match = new RegExp(`(?:^|[,\\s])${directive}=(\\d+)`).exec(cacheControl ?? '');
  return match ? Number(match[1]) : undefined;
}

/** How long a stale copy may be served while the next one renders: bounded, so an outage never serves a week-old page. */
export const maxStaleSeconds = 86_400;

/**
 * The shared-cache header for a page Next serves from its cache (`s-maxage=N, stale-while-revalidate=M` there),
 * or undefined for anything Next renders per request.
 */
export function sharedCacheControl(nextCacheControl: string | undefined): string | undefined {
  const fresh = seconds(nextCacheControl, 's-maxage');
  if (fresh === undefined || fresh <= 0 || /private|no-store/.test(nextCacheControl ?? '')) return undefined;
  const stale = Math.min(seconds(nextCacheControl, 'stale-while-revalidate') ?? maxStaleSeconds, maxStaleSeconds);
  return `public, s-maxage=${fresh}, stale-while-revalidate=${stale}`;
}

/** The value for responses no shared cache may keep. */
export const personalCacheControl = 'private, no-store';

/** Whether a request may be answered by a cached page: a plain GET or HEAD for a document, not Next's own data. */
export function mayBeCachedPage(
  method: string | undefined,
  url: string | undefined,
  headers: IncomingHttpHeaders,
): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (headers.rsc || headers['next-action'] || headers['next-router-prefetch']) return false;
  const path = (url ?? '/').split('?')[0];
  return !/^\/(?:_next|api|content)\//.test(path);
}
