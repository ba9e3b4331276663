'use client';
import { useSyncExternalStore, type ReactNode } from 'react';

export type DatedDay = { at: number; day: string; text: string };

const noUpdates = () => () => {};

/** The day of the last change at or before `now` (the first when the clock is behind the server's). */
function dayAt(days: readonly DatedDay[], now: number): DatedDay | undefined {
  let current = days[0];
  for (const candidate of days) if (candidate.at <= now) current = candidate;
  return current;
}

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
    () => dayAt(days, Date.now())?.day ?? serverDay,
    () => serverDay,
  );
  const text = days.find((candidate) => candidate.day === day)?.text;
  return <time dateTime={day}>{day === serverDay || !text ? children : text}</time>;
}
