'use client';

import { useEffect, useState } from 'react';
import { timing } from '@/lib/browser/timing';

/** True only once `active` has stayed true for the delay, so quick fetches never flash a spinner. */
export function useDelayedFlag(active: boolean, delayMs: number = timing.fetchIndicatorDelayMs): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [active, delayMs]);
  return active && shown;
}
