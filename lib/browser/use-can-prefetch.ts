'use client';

import { useSyncExternalStore } from 'react';
import { canPrefetch } from '@/lib/browser/connection';

function subscribe(onChange: () => void) {
  const connection = (navigator as Navigator & { connection?: EventTarget }).connection;
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  connection?.addEventListener?.('change', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    connection?.removeEventListener?.('change', onChange);
  };
}

/** Whether links may prefetch now; false while server rendering, so nothing prefetches before we know. */
export function useCanPrefetch(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => canPrefetch(),
    () => false,
  );
}
