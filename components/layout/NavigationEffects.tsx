'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { schedulePageView } from '@/lib/analytics/page-view';
import { reloadAfterChunkError } from '@/lib/browser/chunk-reload';
import { loadingBar } from '@/lib/browser/progress';
import { scrollToHashOrTop } from '@/lib/browser/smooth-scroll';
import { isInternalNavigation, navigationStartEvent } from '@/lib/browser/navigation-events';

/** Global navigation behaviour (spec §2): loading bar, page views, scroll position, chunk-failure reloads. */
export function NavigationEffects({ locale }: { locale: string }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const firstRender = useRef(true);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (anchor && isInternalNavigation(anchor, event, window.location)) {
        loadingBar().start();
        window.dispatchEvent(new Event(navigationStartEvent));
      }
    };
    const onPopState = () => loadingBar().start();
    const onError = (event: ErrorEvent) => onChunkError(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => onChunkError(event.reason);
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  useEffect(() => {
    const cancelPageView = schedulePageView(`${pathname}${search ? `?${search}` : ''}`, locale);
    if (firstRender.current) firstRender.current = false;
    else {
      loadingBar().finish();
      void scrollToHashOrTop(window.location.hash);
    }
    return cancelPageView;
  }, [pathname, search, locale]);

  return null;
}

function onChunkError(error: unknown) {
  reloadAfterChunkError(error, { storage: window.sessionStorage, reload: () => window.location.reload() });
}
