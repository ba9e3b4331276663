'use client';
import { lazyInBrowser } from '@/lib/browser/lazy-in-browser';

/** The offline notice, loaded once the visitor moves: a page nobody has touched yet has nothing to announce. */
export const OfflineIndicator = lazyInBrowser(
  () => import('./OfflineIndicator').then((module) => module.OfflineIndicator),
  { afterFirstMove: true },
);
