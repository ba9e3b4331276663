/** `?page=` as a page number: a positive integer, else 1. */
export function parsePage(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !/^\d{1,4}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** `?q=` trimmed and bounded. */
export function parseQuery(value: string | string[] | undefined, maxLength = 100): string {
  const raw = Array.isArray(value) ? value[0] : value;
  return (raw ?? '').trim().slice(0, maxLength);
}

/** The href of page `page` of a listing at `basePath`, keeping other query values; page 1 has no `page`. */
export function pageHref(basePath: string, page: number, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(Object.entries(query).filter(([, value]) => value));
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `${basePath}?${text}` : basePath;
}
