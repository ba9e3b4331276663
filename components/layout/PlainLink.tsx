'use client';

import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { useContext, useEffect, useMemo, type ComponentProps, type MouseEvent } from 'react';
import { isOwnPage, onIntent, type Intent } from '@/lib/browser/link-prefetch';
import { isInternalNavigation } from '@/lib/browser/navigation-events';
import { useCanPrefetch } from '@/lib/browser/use-can-prefetch';

type Props = Omit<ComponentProps<'a'>, 'href' | keyof Intent['handlers']> & { href: string; prefetch?: boolean };

/**
 * A link to an already localized path (content links, menus): a plain anchor that navigates in the app and
 * prefetches the page when the shopper reaches for it (ADR 0041), not on 2g, save-data or offline.
 */
export function PlainLink({ prefetch, href, onClick, children, ...props }: Props) {
  // The router next/link reads too; outside the app (component tests) the link is a plain anchor.
  const router = useContext(AppRouterContext);
  const allowed = useCanPrefetch() && prefetch !== false;
  const intent = useMemo(
    () =>
      allowed && router
        ? onIntent(() => {
            if (isOwnPage(href)) router.prefetch(href);
          })
        : null,
    [allowed, href, router],
  );
  useEffect(() => intent?.cancel, [intent]);

  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!router || !isInternalNavigation(event.currentTarget, event.nativeEvent, window.location)) return;
    event.preventDefault();
    router.push(href);
  };
  return (
    <a href={href} onClick={navigate} {...props} {...intent?.handlers}>
      {children}
    </a>
  );
}
