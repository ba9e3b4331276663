'use client';
import { useSyncExternalStore, type ReactNode } from 'react';
import { estimateArrival } from '@/lib/delivery/estimate';
import { formatArrivalDay } from '@/lib/delivery/format';

const noUpdates = () => () => {};

/**
 * One end of the arrival range: the server's day in the HTML (correct without JavaScript while the page is fresh),
 * recomputed from the browser's clock once hydrated, since a cached page may predate a cut-off or midnight.
 */
export function ArrivalDay({
  serverDay,
  children,
  end,
  country,
  leadDays,
  locale,
}: {
  serverDay: string;
  children: ReactNode;
  end: 'from' | 'to';
  country: string;
  leadDays: [number, number];
  locale: string;
}) {
  const day = useSyncExternalStore(
    noUpdates,
    () => estimateArrival(new Date(), country, leadDays)[end],
    () => serverDay,
  );
  return <time dateTime={day}>{day === serverDay ? children : formatArrivalDay(day, locale)}</time>;
}
