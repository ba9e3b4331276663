/**
 * The one registry of cache lifetimes and tags (ADR 0023, ADR 0035). Route segments repeat the page lifetimes as
 * literals (Next requires one); tests/unit/foundation/cache-registry.test.ts keeps every literal equal to them.
 */
const contentTag = 'prismic';

export const cacheLifetimes = {
  /** Cached pages (the root layout's `revalidate`) and content reads, until the content webhook drops them sooner. */
  contentSeconds: 300,
  /** Cached pages that show prices and stock: a price or stock change reaches them within this time. */
  pricedPageSeconds: 60,
  /** Prices and stock move slowly; a few seconds of reuse spares the platform one call per cart change. */
  offersMs: 5_000,
  /** How long a shared cache may serve a stale page while the next one renders (scripts/page-policy.mjs). */
  staleSeconds: 86_400,
} as const;

export const contentRevalidateSeconds = cacheLifetimes.contentSeconds;
export const pricedPageRevalidateSeconds = cacheLifetimes.pricedPageSeconds;

/**
 * Tags a render's content reads leave on the cached page, and the webhook revalidates. A Prismic document id names
 * one language version, so a document tag is already per locale; a listing is a type in one language (`*`: all).
 */
export const cacheTags = {
  /** Every content read: what the webhook expires when it cannot tell what changed. */
  content: contentTag,
  document: (id: string) => `${contentTag}:doc:${id}`,
  listing: (type: string, lang: string) => `${contentTag}:list:${type}:${lang}`,
  /** A product's price and stock, left by the reads of its product page. */
  product: (sku: string) => `commerce:sku:${sku.toUpperCase()}`,
} as const;
