'use client';
import dynamic from 'next/dynamic';

/** The back-in-stock form's client part in its own chunk: only a sold-out buy box loads it (still server-rendered). */
export const StockAlertFormClient = dynamic(() =>
  import('./StockAlertFormClient').then((module) => module.StockAlertFormClient),
);
