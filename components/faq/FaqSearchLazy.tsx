'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the server's copy, in a branch the browser's build drops */
import { island } from '@/lib/browser/island';

/**
 * The FAQ search with its index engine in its own chunk, loaded once the field is near the viewport (server-rendered
 * first): prefetching a FAQ or contact page from a link in view no longer brings the engine along.
 */
export const FaqSearch = island(
  () => import('./FaqSearch').then((module) => module.FaqSearch),
  typeof window === 'undefined' ? (require('./FaqSearch') as typeof import('./FaqSearch')).FaqSearch : undefined,
  { afterFirstMove: false },
);
