/** Longer paths are refused before routing: no page has one, and every header that reflects the URL stays small. */
export const maxPathLength = 1024;

/** 414 for a path over `maxPathLength` characters (as sent, still percent-encoded), else null. */
export function refuseLongPath(pathname: string): Response | null {
  if (pathname.length <= maxPathLength) return null;
  return new Response('URI Too Long', {
    status: 414,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
