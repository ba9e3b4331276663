'use client';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { firstInteraction } from '@/lib/browser/first-interaction';
import { useHydrated } from '@/lib/browser/use-hydrated';

const never = () => false;

/**
 * A component that renders nothing on the server and loads its code in the browser after hydration, when first
 * rendered (or, `afterFirstMove`, once the visitor has moved, pressed, typed or scrolled, unless the hook
 * `useAtOnce` says so sooner): next/dynamic's `ssr: false` without next/dynamic's runtime in the layouts' chunks
 * (every page's JS). Once rendered it stays.
 */
export function lazyInBrowser<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { afterFirstMove = false, useAtOnce = never } = {},
) {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function InBrowser(props: Props) {
    const hydrated = useHydrated();
    const atOnce = useAtOnce();
    const [moved, setMoved] = useState(!afterFirstMove);
    if (atOnce && !moved) setMoved(true);
    useEffect(() => {
      if (moved) return;
      let current = true;
      void firstInteraction().then(() => current && setMoved(true));
      return () => {
        current = false;
      };
    }, [moved]);
    return hydrated && moved ? (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    ) : null;
  };
}
