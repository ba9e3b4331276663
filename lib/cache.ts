/**
 * The one registry of cache lifetimes and tags (ADR 0058). next.config hands the profiles to Next (`cacheLife`); a
 * `'use cache'` function names one with `cacheLife(...)` and its tags with `cacheTag(...)`, and a cached page lives
 * as long as the shortest profile among what it rendered, carrying every tag it read.
 */
const contentTag = 'prismic';

/** How long a shared cache may serve a stale page while the next one renders (server/http/page-policy.ts). */
const staleSeconds = 86_400;

/** Fresh for `revalidate` seconds, then served stale for at most a day; the browser's router keeps it 5 minutes. */
const profile = (revalidate: number) => ({ stale: 300, revalidate, expire: revalidate + staleSeconds });

export const cacheProfiles = {
  /** Content reads and the root layout, so every cached page: until the content webhook drops them sooner. */
  content: profile(300),
  /** A price and its stock as a page shows them: a change reaches the page within this time, or at once by webhook. */
  pricedPage: profile(60),
} as const;

/**
 * Prices and stock for carts, kept by each process below Next (lib/catalogue/server.ts): a few seconds of reuse
 * spares the platform one call per cart change. Never a page's lifetime.
 */
export const offerReuseMs = 5_000;

/**
 * Tags a render's content reads leave on the cached page, and the webhook revalidates. A Prismic document id names
 * one language version, so a document tag is already per locale; a listing is a type in one language (`*`: all).
 */
export const cacheTags = {
  /** Every content read: what the webhook expires when it cannot tell what changed. */
  content: contentTag,
  document: (id: string) => `${contentTag}:doc:${id}`,
  listing: (type: string, lang: string) => `${contentTag}:list:${type}:${lang}`,
  /** A product's price and stock, left by every read of its offer and by its product page. */
  product: (sku: string) => `commerce:sku:${sku.toUpperCase()}`,
} as const;
