'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the server's copy, in a branch the browser's build drops */
import { island } from '@/lib/browser/island';

/** The arrival day's browser recount in its own chunk, loaded once the date is near the viewport (server day first). */
export const ArrivalDay = island(
  () => import('./ArrivalDay').then((module) => module.ArrivalDay),
  typeof window === 'undefined' ? (require('./ArrivalDay') as typeof import('./ArrivalDay')).ArrivalDay : undefined,
  { inline: true },
);
