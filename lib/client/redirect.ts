export interface RedirectTarget {
  path: string;
  query?: Record<string, string | number | undefined>;
  status?: 301 | 302 | 303 | 307 | 308;
}

export function redirectUrl({ path, query }: RedirectTarget, origin: string): URL {
  const url = new URL(path, origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}

/** Server side: a redirect response, 302 unless told otherwise. */
export function redirectResponse(target: RedirectTarget, origin: string): Response {
  return new Response(null, {
    status: target.status ?? 302,
    headers: { Location: redirectUrl(target, origin).toString() },
  });
}

/** Browser side: internal targets go through the router, external ones assign `window.location`. */
export function clientRedirect(
  target: RedirectTarget,
  push: (href: string) => void,
  location: Location = window.location,
): void {
  const url = redirectUrl(target, location.origin);
  if (url.origin !== location.origin) location.assign(url.toString());
  else push(`${url.pathname}${url.search}${url.hash}`);
}
