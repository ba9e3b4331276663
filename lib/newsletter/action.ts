'use server';

import { redirect } from 'next/navigation';
import { db } from '@/lib/db/server';
import { formValues, assertPostedForm } from '@/lib/forms/form-data';
import { newsletterSchema } from '@/lib/forms/schemas/newsletter';
import type { FormState } from '@/lib/forms/form-state';
import { validationMessages } from '@/lib/forms/server';
import { submitForm } from '@/lib/forms/submit';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { confirmSubscription, subscribe } from '@/lib/newsletter/server';
import { unsubscribe } from '@/lib/newsletter/unsubscribe';
import { applyWelcomeCoupon } from '@/lib/newsletter/welcome-coupon';
import { pathFor } from '@/lib/routes/paths';
import { logger } from '@/lib/telemetry/log';

export async function newsletterAction(_previous: FormState, data: FormData): Promise<FormState> {
  assertPostedForm(data);
  const variant = data.get('source') === 'popup' ? 'popup' : 'block';
  return submitForm({
    form: 'newsletter',
    data,
    schema: (locale) => newsletterSchema(validationMessages(locale), variant),
    messages: {
      success: 'forms.newsletter.success',
      invalid: 'forms.newsletter.error',
      failed: 'forms.newsletter.failed',
    },
    consentKeys: ['forms.newsletter.privacy'],
    store: async (input, meta) => {
      await subscribe(input, meta);
      if (variant === 'block') return { status: 'success' };
      return { status: 'success', couponApplied: await applyWelcomeCoupon(meta.locale) };
    },
  });
}

function posted(data: FormData, field: string) {
  const raw = formValues(data);
  const value = raw[field];
  return { locale: isLocale(raw.locale) ? raw.locale : defaultLocale, value: typeof value === 'string' ? value : '' };
}

/** The double opt-in's confirmation, a POST: mail scanners that open the link confirm nothing. */
export async function confirmNewsletterAction(data: FormData): Promise<void> {
  assertPostedForm(data);
  const { locale, value } = posted(data, 'token');
  const page = pathFor(locale, { pathname: '/newsletter/confirm' });
  let status: string;
  try {
    status = (await confirmSubscription(value)).status;
  } catch (error) {
    logger.error({ err: error }, '[newsletter] confirmation failed');
    status = 'unavailable';
  }
  redirect(`${page}?status=${status}`);
}

/** Unsubscribing from the mailed link's page, a POST; the one-click POST of mail clients is app/api/newsletter/unsubscribe. */
export async function unsubscribeAction(data: FormData): Promise<void> {
  assertPostedForm(data);
  const { locale, value } = posted(data, 'u');
  const page = pathFor(locale, { pathname: '/newsletter/unsubscribe' });
  redirect(`${page}?status=${await unsubscribe(db(), value)}`);
}
