'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the server's copy, in a branch the browser's build drops */
import { island } from '@/lib/browser/island';

/** The buy box's client part in its own chunk, loaded once the box is near the viewport (server-rendered first). */
export const BuyBoxClient = island(
  () => import('./BuyBoxClient').then((module) => module.BuyBoxClient),
  typeof window === 'undefined'
    ? (require('./BuyBoxClient') as typeof import('./BuyBoxClient')).BuyBoxClient
    : undefined,
);
