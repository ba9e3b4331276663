/**
 * The one registry of cache lifetimes and tags (ADR 0023). Route segments repeat the page lifetimes as literals
 * (Next requires one); tests/unit/foundation/cache-registry.test.ts keeps every literal equal to them.
 */
const cacheTags = { content: 'prismic' } as const;

export const cacheLifetimes = {
  /** Cached pages (the root layout's `revalidate`) and content fetches, until the content webhook drops them sooner. */
  contentSeconds: 300,
  /** Cached pages that show prices and stock: a price or stock change reaches them within this time. */
  pricedPageSeconds: 60,
  /** Prices and stock move slowly; a few seconds of reuse spares the platform one call per cart change. */
  offersMs: 5_000,
} as const;

export const contentTags = [cacheTags.content] as const;
export const contentRevalidateSeconds = cacheLifetimes.contentSeconds;
export const pricedPageRevalidateSeconds = cacheLifetimes.pricedPageSeconds;

/** What queries hand to `fetch` so Next caches content responses under the content tag. */
export const contentFetchOptions = {
  next: { tags: [...contentTags], revalidate: contentRevalidateSeconds },
} as const;
