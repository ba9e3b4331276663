'use client';
import { lazyInBrowser } from '@/lib/browser/lazy-in-browser';

/** The newsletter popup's trigger, loaded once the visitor moves: before that there is nothing for it to do. */
export const NewsletterPopup = lazyInBrowser(
  () => import('./NewsletterPopupTrigger').then((module) => module.NewsletterPopupTrigger),
  { afterFirstMove: true },
);
