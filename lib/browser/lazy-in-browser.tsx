'use client';
import { lazy, Suspense, type ComponentType } from 'react';
import { useHydrated } from '@/lib/browser/use-hydrated';

/**
 * A component that renders nothing on the server and loads its code in the browser after hydration, when first
 * rendered: next/dynamic's `ssr: false` without next/dynamic's runtime in the layouts' chunks (every page's JS).
 */
export function lazyInBrowser<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function InBrowser(props: Props) {
    const hydrated = useHydrated();
    return hydrated ? (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    ) : null;
  };
}
