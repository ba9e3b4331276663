const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | undefined;

/** Calls `prefetch` once `element` is in the viewport; one observer for every link of the page. */
export function whenInView(element: Element, prefetch: () => void): () => void {
  if (!('IntersectionObserver' in window)) return () => undefined;
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer?.unobserve(entry.target);
      waiting.get(entry.target)?.();
      waiting.delete(entry.target);
    }
  });
  waiting.set(element, prefetch);
  observer.observe(element);
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
  };
}

/** Whether a link leads to a page of this app (not an API route or another site), which the router can prefetch. */
export function isOwnPage(href: string): boolean {
  const url = new URL(href, window.location.href);
  return url.origin === window.location.origin && !url.pathname.startsWith('/api/');
}
