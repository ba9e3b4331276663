'use client';
import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import { useConsentAnswered } from '@/lib/consent/client';

// Parts with nothing to show in the server HTML: their code loads once the page has hydrated, not before its paint.

/** The loading bar, page views, scrolling and chunk-failure reloads (spec §2). */
export const NavigationEffects = dynamic(
  () => import('./NavigationEffects').then((module) => module.NavigationEffects),
  {
    ssr: false,
  },
);

const PopupTrigger = dynamic(
  () => import('@/components/forms/NewsletterPopupTrigger').then((module) => module.NewsletterPopupTrigger),
  { ssr: false },
);

/**
 * The newsletter popup's trigger, which waits its delay before anything shows. It never opens over the consent
 * banner (ADR 0012), so its code loads once the banner is answered: not at all in a first visit's load (ADR 0085).
 */
export function NewsletterPopupTrigger(props: ComponentProps<typeof PopupTrigger>) {
  return useConsentAnswered() ? <PopupTrigger {...props} /> : null;
}
