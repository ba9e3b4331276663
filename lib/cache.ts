/**
 * The one registry of cache lifetimes and tags. Route segments repeat `contentRevalidateSeconds` as a literal
 * (Next requires one); tests/unit/foundation/cache-registry.test.ts keeps every literal equal to it.
 */
const cacheTags = { content: 'prismic' } as const;

export const cacheLifetimes = {
  /** Content pages and content fetches, until the content webhook drops them sooner. */
  contentSeconds: 300,
  /** Prices and stock move slowly; a few seconds of reuse spares the platform one call per cart change. */
  offersMs: 5_000,
} as const;

export const contentTags = [cacheTags.content] as const;
export const contentRevalidateSeconds = cacheLifetimes.contentSeconds;

/** What queries hand to `fetch` so Next caches content responses under the content tag. */
export const contentFetchOptions = {
  next: { tags: [...contentTags], revalidate: contentRevalidateSeconds },
} as const;
