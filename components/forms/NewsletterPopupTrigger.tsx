'use client';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { popupMemory } from '@/lib/newsletter/browser';
import type { NewsletterFormProps } from './NewsletterForm';

type NewsletterPopupProps = Omit<NewsletterFormProps, 'countries'> & {
  /** Visible paths where it never opens: cart, checkout and the form pages. */
  excludedPaths: readonly string[];
  cartHref: string;
  delayMs?: number;
};

// The dialog and its form load when it opens, not with every page (and not within any page's first seconds).
const NewsletterPopupDialog = dynamic(() => import('./NewsletterPopup').then((module) => module.NewsletterPopup), {
  ssr: false,
});

/**
 * Once per visitor, after a delay or when the pointer leaves the page: the newsletter with WELCOME10 on the cart.
 * Mounted once the consent banner is answered (components/layout/InBrowser.tsx), so the delay starts then.
 */
export function NewsletterPopupTrigger({ excludedPaths, delayMs = 30_000, ...dialog }: NewsletterPopupProps) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const excluded = excludedPaths.some((path) => pathname === path || pathname.startsWith(`${path}/`));

  useEffect(() => {
    if (excluded || popupMemory()) return;
    const show = () => {
      stop();
      if (!popupMemory()) setOpen(true);
    };
    const onLeave = (event: MouseEvent) => {
      if (!event.relatedTarget && event.clientY <= 0) show();
    };
    const timer = setTimeout(show, delayMs);
    const stop = () => {
      clearTimeout(timer);
      document.removeEventListener('mouseout', onLeave);
    };
    document.addEventListener('mouseout', onLeave);
    return stop;
  }, [excluded, delayMs]);

  if (open) return <NewsletterPopupDialog {...dialog} onClose={() => setOpen(false)} />;
  // Where the trigger is in place (a test waits for it before it moves the clock).
  return <span hidden data-newsletter-popup={excluded ? 'never' : 'waiting'} />;
}
