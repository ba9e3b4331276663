'use client';
import { useSyncExternalStore, type ReactNode } from 'react';
import { inEffectAt } from '@/lib/delivery/dated';

export type DatedDay = { at: number; day: string; text: string };

const noUpdates = () => () => {};

/**
 * One end of the arrival range: the server's day in the HTML (correct without JavaScript while the page is fresh),
 * then, once hydrated, the day of an order placed at the browser's clock, chosen among the days the server dated for
 * each change within the cached copy's lifetime (a cached page may predate a cut-off or midnight).
 */
export function ArrivalDay({
  serverDay,
  days,
  children,
}: {
  serverDay: string;
  days: DatedDay[];
  children: ReactNode;
}) {
  const day = useSyncExternalStore(
    noUpdates,
    () => inEffectAt(days, Date.now())?.day ?? serverDay,
    () => serverDay,
  );
  const text = days.find((candidate) => candidate.day === day)?.text;
  return <time dateTime={day}>{day === serverDay || !text ? children : text}</time>;
}
