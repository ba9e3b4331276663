/** Browser event fired when an in-app navigation starts (link click or history move). */
export const navigationStartEvent = 'app:navigation-start';

/** Whether a click on this anchor starts a client navigation to another page of this site. */
export function isInternalNavigation(anchor: HTMLAnchorElement, event: MouseEvent, location: Location): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  const href = anchor.getAttribute('href');
  if (!href || href.startsWith('#')) return false;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || url.pathname.startsWith('/api/')) return false;
  return url.pathname !== location.pathname || url.search !== location.search;
}
