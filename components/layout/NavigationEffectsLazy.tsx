'use client';
import { lazyInBrowser } from '@/lib/browser/lazy-in-browser';
import { useConsentedVendor } from '@/lib/consent/client';

/**
 * The navigation effects, loaded once the visitor moves (nothing navigates or loads a chunk before that), or at once
 * for a visitor the tag manager may count, whose first page_view goes 250 ms after load (spec §2).
 */
export const NavigationEffects = lazyInBrowser(
  () => import('./NavigationEffects').then((module) => module.NavigationEffects),
  { afterFirstMove: true, useAtOnce: () => useConsentedVendor('tagManager') !== undefined },
);
