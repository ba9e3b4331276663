'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { Notice } from '@/components/ui/Notice';
import type { FormState } from '@/lib/forms/form-state';
import { popupMemory, rememberPopup, whenConsentAnswered } from '@/lib/newsletter/browser';
import dynamic from 'next/dynamic';
import type { NewsletterFormProps } from './NewsletterForm';
import styles from './NewsletterPopup.module.css';

type Props = NewsletterFormProps & {
  /** Visible paths where it never opens: cart, checkout and the form pages. */
  excludedPaths: readonly string[];
  cartHref: string;
  delayMs?: number;
};

// The form (react-hook-form, zod, the rules) loads only when the popup opens, not with every page.
const NewsletterForm = dynamic(() => import('./NewsletterForm').then((module) => module.NewsletterForm));

/** Once per visitor, after a delay or when the pointer leaves the page: the newsletter with WELCOME10 on the cart. */
export function NewsletterPopup({ excludedPaths, cartHref, delayMs = 30_000, ...form }: Props) {
  const t = useTranslations('forms.newsletter.popup');
  const pathname = usePathname();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const excluded = excludedPaths.some((path) => pathname === path || pathname.startsWith(`${path}/`));

  useEffect(() => {
    if (excluded || popupMemory()) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      stop();
      if (!popupMemory()) setOpen(true);
    };
    const onLeave = (event: MouseEvent) => {
      if (!event.relatedTarget && event.clientY <= 0) show();
    };
    const stop = () => {
      clearTimeout(timer);
      document.removeEventListener('mouseout', onLeave);
    };
    const release = whenConsentAnswered(() => {
      timer = setTimeout(show, delayMs);
      document.addEventListener('mouseout', onLeave);
    });
    return () => {
      release();
      stop();
    };
  }, [excluded, delayMs]);

  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);

  const close = () => {
    if (popupMemory() !== 'subscribed') rememberPopup('dismissed');
    dialog.current?.close();
    setOpen(false);
  };

  if (!open) return null;
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onKeyDown={trapTab}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      data-testid="newsletter-dialog"
    >
      <div className={styles.head}>
        <h2 id={titleId}>{t('title')}</h2>
        <button type="button" className={styles.close} onClick={close} aria-label={t('close')}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p>{t('intro')}</p>
      <NewsletterForm {...form} variant="popup" success={(state) => <CouponNote state={state} cartHref={cartHref} />} />
    </dialog>
  );
}

const focusable = 'a[href], button:not([disabled]), input:not([type="hidden"]):not([tabindex="-1"]), select, textarea';

/** Tab from the last control goes back to the first and Shift+Tab from the first to the last, whatever the browser. */
function trapTab(event: React.KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)].filter(
    (control) => control.offsetParent !== null,
  );
  const [first, last] = [controls[0], controls.at(-1)];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

function CouponNote({ state, cartHref }: { state: FormState; cartHref: string }) {
  const t = useTranslations('forms.newsletter.popup');
  return (
    <>
      <Notice tone="info" data-testid="coupon-note">
        {state.couponApplied ? t('couponApplied') : t('couponPending')}
      </Notice>
      <p>
        <a href={cartHref} className="btn">
          {t('goToCart')}
        </a>
      </p>
    </>
  );
}
