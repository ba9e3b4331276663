'use client';
import dynamic from 'next/dynamic';

// Parts with nothing to show in the server HTML: their code loads once the page has hydrated, not before its paint.

/** The loading bar, page views, scrolling and chunk-failure reloads (spec §2). */
export const NavigationEffects = dynamic(
  () => import('./NavigationEffects').then((module) => module.NavigationEffects),
  {
    ssr: false,
  },
);

/** The offline notice, empty until the browser goes offline. */
export const OfflineIndicator = dynamic(() => import('./OfflineIndicator').then((module) => module.OfflineIndicator), {
  ssr: false,
});

/** The newsletter popup's trigger, which waits its delay before anything shows. */
export const NewsletterPopupTrigger = dynamic(
  () => import('@/components/forms/NewsletterPopupTrigger').then((module) => module.NewsletterPopupTrigger),
  { ssr: false },
);
