import { createHash } from 'node:crypto';
import { consentModeDefaultsScript } from '@/lib/consent/consent-mode';
import { vendorHosts } from '@/lib/consent/vendors';
import { videoFrameOrigin } from '@/lib/slices/video-source';

type Env = Record<string, string | undefined>;

/** 128 random bits, base64: a fresh one for every page response. */
export function createNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

function originOf(url: string | undefined): string | undefined {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/** A CSP hash source for an inline script's exact text. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/** The root layout's own inline script, which renders without a nonce so the layout can be cached (ADR 0023). */
const layoutScriptHashes = [scriptHash(consentModeDefaultsScript)];

/**
 * The policy of a page rendered per request: scripts only with this response's nonce or the layout's script hash
 * (and what they load, `'strict-dynamic'`; server/serve.ts swaps both for a cached page's own hashes, ADR 0023),
 * nothing may frame the site, forms post to the site or the checkout host. Styles keep `'unsafe-inline'` (React style
 * attributes cannot carry a nonce); everything else is the site's own origin plus the named embeds and the hosts of
 * the configured third-party vendors (none when no vendor id is set; their scripts still load only after consent).
 */
export function contentSecurityPolicy(nonce: string, env: Env = process.env, pathname?: string): string {
  const dev = env.NODE_ENV === 'development';
  const checkout = originOf(env.COMMERCE_CHECKOUT_URL?.trim()) ?? sandboxCheckoutOrigin(env);
  const prismic = env.PRISMIC_REPOSITORY?.trim() ? ['https://*.prismic.io', 'https://static.cdn.prismic.io'] : [];
  const vendors = vendorHosts(env);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      ...layoutScriptHashes,
      "'strict-dynamic'",
      ...vendors,
      ...(dev ? ["'unsafe-eval'"] : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      'https://images.prismic.io',
      'https://prismic-io.s3.amazonaws.com',
      ...vendors,
    ],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'"],
    'connect-src': ["'self'", ...prismic, ...vendors, ...(dev ? ['ws:'] : [])],
    'frame-src': [videoFrameOrigin, ...prismic, ...vendors],
    'form-action': ["'self'", ...(checkout ? [checkout] : [])],
    'frame-ancestors': frameAncestors(pathname, env),
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`);
  if (env.NEXT_PUBLIC_SITE_URL?.trim().startsWith('https://')) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

function sandboxCheckoutOrigin(env: Env): string | undefined {
  return env.COMMERCE_ORGANIZATION?.trim() ? undefined : `http://127.0.0.1:${env.SANDBOX_PORT?.trim() || '4100'}`;
}

/** The one route the page builder frames (ADR 0025): the hosted repository's host and, in development, Slice Machine. */
export const sliceSimulatorPath = '/slice-simulator';

function frameAncestors(pathname: string | undefined, env: Env): string[] {
  if (pathname !== sliceSimulatorPath) return ["'none'"];
  const repository = env.PRISMIC_REPOSITORY?.trim();
  const builder = repository ? [`https://${repository}.prismic.io`] : [];
  return ["'self'", ...builder, ...(env.NODE_ENV === 'development' ? ['http://localhost:9999'] : [])];
}
