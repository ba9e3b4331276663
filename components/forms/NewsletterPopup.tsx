'use client';

import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { Notice } from '@/components/ui/Notice';
import { countryOptions } from '@/lib/forms/countries';
import type { FormState } from '@/lib/forms/form-state';
import { popupMemory, rememberPopup } from '@/lib/newsletter/browser';
import dynamic from 'next/dynamic';
import type { NewsletterFormProps } from './NewsletterForm';
import styles from './NewsletterPopup.module.css';

type Props = Omit<NewsletterFormProps, 'countries'> & { cartHref: string; onClose: () => void };

// The form (react-hook-form, zod, the rules) loads with the dialog, after the dialog's own texts show.
const NewsletterForm = dynamic(() => import('./NewsletterForm').then((module) => module.NewsletterForm));

/** The popup's dialog, opened as it mounts (components/forms/NewsletterPopupTrigger.tsx decides when). */
export function NewsletterPopup({ cartHref, onClose, ...form }: Props) {
  const t = useTranslations('forms.newsletter.popup');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Named here, not sent as a prop: the list would be about 9 kB of every page's flight data.
  const countries = useMemo(() => countryOptions(form.locale), [form.locale]);

  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);

  const close = () => {
    if (popupMemory() !== 'subscribed') rememberPopup('dismissed');
    dialog.current?.close();
    onClose();
  };

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
      <NewsletterForm
        {...form}
        countries={countries}
        variant="popup"
        success={(state) => <CouponNote state={state} cartHref={cartHref} />}
      />
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
