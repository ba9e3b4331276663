'use server';

import { redirect } from 'next/navigation';
import { formValues, assertPostedForm } from '@/lib/forms/form-data';
import type { FormState } from '@/lib/forms/form-state';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { pathFor } from '@/lib/routes/paths';
import { submitOrderLookup } from './lookup';
import { revokeOrderLinks } from './status-link';
import { logger } from '@/lib/telemetry/log';

/** The order lookup form: the order page on a match, one neutral answer otherwise (lib/orders/lookup.ts). */
export async function orderLookupAction(_previous: FormState, data: FormData): Promise<FormState> {
  assertPostedForm(data);
  return submitOrderLookup(data);
}

/**
 * The order page's "stop these links" button (a POST, so it works without JavaScript): every link to the order stops
 * working, a forwarded mail's too; the buyer looks the order up again by number and address. The same answer for a
 * link that no longer worked.
 */
export async function revokeOrderLinksAction(data: FormData): Promise<void> {
  assertPostedForm(data);
  const raw = formValues(data);
  const locale = isLocale(raw.locale) ? raw.locale : defaultLocale;
  try {
    await revokeOrderLinks(raw.token);
  } catch (error) {
    logger.error({ err: error }, '[orders] links not revoked');
    redirect(`${pathFor(locale, { pathname: '/order-status' })}?revoked=failed`);
  }
  redirect(`${pathFor(locale, { pathname: '/order-status' })}?revoked=1`);
}
