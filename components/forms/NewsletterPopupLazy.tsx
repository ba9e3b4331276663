'use client';
import { lazyInBrowser } from '@/lib/browser/lazy-in-browser';

/** The popup renders nothing on the server, so it loads after hydration instead of with the page's first scripts. */
export const NewsletterPopup = lazyInBrowser(() =>
  import('./NewsletterPopup').then((module) => module.NewsletterPopup),
);
