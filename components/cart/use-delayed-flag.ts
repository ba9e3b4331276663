'use client';
import { useEffect, useState } from 'react';
import { timing } from '@/lib/client/timing';

/** True only once `active` has lasted the spec's minimum delay (200 ms), so quick updates do not flash. */
export function useDelayedFlag(active: boolean, delayMs: number = timing.fetchIndicatorDelayMs): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => setElapsed(true), delayMs);
    return () => {
      window.clearTimeout(timer);
      setElapsed(false);
    };
  }, [active, delayMs]);
  return active && elapsed;
}
