'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the server's copy, in a branch the browser's build drops */
import { island } from '@/lib/browser/island';

/** The video preview's client part in its own chunk: pages with a video load it once it is near the viewport. */
export const LiteVideo = island(
  () => import('./LiteVideo').then((module) => module.LiteVideo),
  typeof window === 'undefined' ? (require('./LiteVideo') as typeof import('./LiteVideo')).LiteVideo : undefined,
);
