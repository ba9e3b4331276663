'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the server's copy, in a branch the browser's build drops */
import { island } from '@/lib/browser/island';

/** The cart's controls in their own chunk, loaded once the visitor moves (server-rendered forms work before). */
export const CartScreen = island(
  () => import('./CartScreen').then((module) => module.CartScreen),
  typeof window === 'undefined' ? (require('./CartScreen') as typeof import('./CartScreen')).CartScreen : undefined,
);
