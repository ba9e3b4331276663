import { decodeSegment } from '@/lib/http/decode';

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

// Marks a listing page's number in the blog's internal `[category]` param; no category uid holds it.
const pageMark = '~';

/** The internal `[category]` param of page `page` (2 and on) of the blog index (no category) or of a category. */
export function listingParam(category: string | undefined, page: number): string {
  return `${category ?? ''}${pageMark}${page}`;
}

/** A `[category]` param split into its category (none: the index) and page; a bare uid is the category's page 1. */
export function parseListingParam(param: string): { category?: string; page: number } {
  const at = param.lastIndexOf(pageMark);
  if (at < 0) return { category: param, page: 1 };
  return { category: param.slice(0, at) || undefined, page: parsePage(param.slice(at + 1)) };
}

/** Whether a path segment asked from outside carries the internal page mark (only the proxy writes it). */
function hasListingMark(segment: string): boolean {
  return segment.includes(pageMark);
}

/**
 * The internal path the proxy rewrites a blog listing address to, null to leave it: `/en/blog?page=2` →
 * `/en/blog/~2`, `/en/blog/food-waste?page=3` → `/en/blog/food-waste~3`; `notFound` for a segment asked with the mark.
 */
export function blogListingPath(
  locale: string,
  rest: string[],
  pageValue: string | null,
  notFound: string,
): string | null {
  if (rest.length > 1 || rest[0] === 'search') return null;
  if (rest[0] !== undefined && hasListingMark(decodeSegment(rest[0]))) return notFound;
  const page = parsePage(pageValue ?? undefined);
  return page > 1 ? `/${locale}/blog/${listingParam(rest[0], page)}` : null;
}
