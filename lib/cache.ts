/** The one registry of content cache names and lifetimes; pages and route handlers import from here. */
export const contentTag = 'prismic';
export const contentTags = [contentTag] as const;
export const contentRevalidateSeconds = 300;

/** What queries hand to `fetch` so Next caches content responses under the content tag. */
export const contentFetchOptions = {
  next: { tags: [...contentTags], revalidate: contentRevalidateSeconds },
} as const;
