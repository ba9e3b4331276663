'use server';

import { redirect } from 'next/navigation';
import { formValues, assertPostedForm } from '@/lib/forms/form-data';
import type { FormState } from '@/lib/forms/form-state';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { pathFor } from '@/lib/routes/paths';
import { confirmStockAlert } from './request';
import { submitStockAlert } from './subscribe';
import { logger } from '@/lib/telemetry/log';

/** "Email me when it is back": one answer for any address (lib/stock-alerts/subscribe.ts). */
export async function stockAlertAction(_previous: FormState, data: FormData): Promise<FormState> {
  assertPostedForm(data);
  return submitStockAlert(data);
}

/** The mailed link's confirmation, a POST: a mail scanner opening the link subscribes nobody. */
export async function confirmStockAlertAction(data: FormData): Promise<void> {
  assertPostedForm(data);
  const raw = formValues(data);
  const locale = isLocale(raw.locale) ? raw.locale : defaultLocale;
  const page = pathFor(locale, { pathname: '/back-in-stock' });
  let outcome: Awaited<ReturnType<typeof confirmStockAlert>> | { status: 'unavailable' };
  try {
    outcome = await confirmStockAlert(typeof raw.alert === 'string' ? raw.alert : '');
  } catch (error) {
    logger.error({ err: error }, '[stock-alerts] confirmation failed');
    outcome = { status: 'unavailable' };
  }
  const back = 'path' in outcome ? `&page=${encodeURIComponent(outcome.path)}` : '';
  redirect(`${page}?status=${outcome.status}${back}`);
}
