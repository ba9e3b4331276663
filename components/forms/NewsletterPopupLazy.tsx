'use client';
import dynamic from 'next/dynamic';

/** The popup renders nothing on the server, so it loads after hydration instead of with the page's first scripts. */
export const NewsletterPopup = dynamic(() => import('./NewsletterPopup').then((module) => module.NewsletterPopup), {
  ssr: false,
});
