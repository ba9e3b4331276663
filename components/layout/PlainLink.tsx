'use client';

import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { useContext, useEffect, useRef, type ComponentProps, type MouseEvent } from 'react';
import { isOwnPage, whenInView } from '@/lib/browser/link-prefetch';
import { isInternalNavigation } from '@/lib/browser/navigation-events';
import { useCanPrefetch } from '@/lib/browser/use-can-prefetch';

type Props = Omit<ComponentProps<'a'>, 'href'> & { href: string; prefetch?: boolean };

/**
 * A link to an already localized path (content links, menus): a plain anchor that navigates in the app and
 * prefetches the page once in view (not on 2g, save-data or offline), what next/link did for us without its code.
 */
export function PlainLink({ prefetch, href, onClick, children, ...props }: Props) {
  // The router next/link reads too; outside the app (component tests) the link is a plain anchor.
  const router = useContext(AppRouterContext);
  const allowed = useCanPrefetch() && prefetch !== false;
  const anchor = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const element = anchor.current;
    if (!allowed || !element || !router) return;
    return whenInView(element, () => {
      if (isOwnPage(element.href)) router.prefetch(href);
    });
  }, [allowed, href, router]);

  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!router || !isInternalNavigation(event.currentTarget, event.nativeEvent, window.location)) return;
    event.preventDefault();
    router.push(href);
  };
  return (
    <a ref={anchor} href={href} onClick={navigate} {...props}>
      {children}
    </a>
  );
}
