/** A pointer resting this long on a link shows intent; one sweeping across the menu prefetches nothing. */
export const restMs = 80;

export interface Intent {
  handlers: {
    onPointerEnter: (event: { pointerType: string }) => void;
    onPointerLeave: () => void;
    onPointerDown: () => void;
    onFocus: () => void;
  };
  cancel: () => void;
}

/**
 * Calls `prefetch` when the shopper reaches for a link: the mouse rests on it, a finger or button presses it, or
 * focus arrives by keyboard. A touch's press comes about 100 ms before its click.
 */
export function onIntent(prefetch: () => void): Intent {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => clearTimeout(timer);
  const now = () => {
    cancel();
    prefetch();
  };
  return {
    handlers: {
      onPointerEnter: (event) => {
        cancel();
        if (event.pointerType !== 'touch') timer = setTimeout(now, restMs);
      },
      onPointerLeave: cancel,
      onPointerDown: now,
      onFocus: now,
    },
    cancel,
  };
}

/** Whether a link leads to a page of this app (not an API route or another site), which the router can prefetch. */
export function isOwnPage(href: string): boolean {
  const url = new URL(href, window.location.href);
  return url.origin === window.location.origin && !url.pathname.startsWith('/api/');
}
