'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useMemo, type ComponentProps, type MouseEvent } from 'react';
import { canPrefetch } from '@/lib/browser/connection';
import { isOwnPage, onIntent, type Intent } from '@/lib/browser/link-prefetch';
import { isInternalNavigation } from '@/lib/browser/navigation-events';

type Props = Omit<ComponentProps<'a'>, 'href' | keyof Intent['handlers']> & { href: string; prefetch?: boolean };

/**
 * A link to an already localized path (content links, menus): a plain anchor that navigates in the app and
 * prefetches the page when the shopper reaches for it (ADR 0041), not on 2g, save-data or offline. The connection is
 * asked at that moment: a state read at render would re-render every link of the page after hydration (ADR 0085).
 */
export function PlainLink({ prefetch, href, onClick, children, ...props }: Props) {
  const router = useRouter();
  const allowed = prefetch !== false;
  const intent = useMemo(
    () =>
      allowed
        ? onIntent(() => {
            if (canPrefetch() && isOwnPage(href)) router.prefetch(href);
          })
        : null,
    [allowed, href, router],
  );
  useEffect(() => intent?.cancel, [intent]);

  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isInternalNavigation(event.currentTarget, event.nativeEvent, window.location)) return;
    event.preventDefault();
    router.push(href);
  };
  return (
    <a href={href} onClick={navigate} {...props} {...intent?.handlers}>
      {children}
    </a>
  );
}
