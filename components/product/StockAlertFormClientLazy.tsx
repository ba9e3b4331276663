'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the server's copy, in a branch the browser's build drops */
import { island } from '@/lib/browser/island';

/** The back-in-stock form's client part in its own chunk: only a sold-out buy box has it, loaded once near view. */
export const StockAlertFormClient = island(
  () => import('./StockAlertFormClient').then((module) => module.StockAlertFormClient),
  typeof window === 'undefined'
    ? (require('./StockAlertFormClient') as typeof import('./StockAlertFormClient')).StockAlertFormClient
    : undefined,
);
