'use client';
import { useEffect, useState } from 'react';
import { timing } from '@/lib/client/timing';

/** True only once `active` has lasted the spec's minimum delay (200 ms), so quick updates do not flash. */
export function useDelayedFlag(active: boolean, delayMs: number = timing.fetchIndicatorDelayMs): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [active, delayMs]);
  return active && shown;
}
