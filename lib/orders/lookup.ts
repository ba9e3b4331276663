import 'server-only';
import { headers } from 'next/headers';
import { redirect, unstable_rethrow } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { formValues } from '@/lib/forms/form-data';
import type { FormState } from '@/lib/forms/form-state';
import { tooManyAttempts, validationMessages } from '@/lib/forms/server';
import { clientKey, overLimit, subjectClientKey } from '@/lib/http/rate-limit';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { orderLookupSchema } from './schema';
import { mintOrderLink, orderStatusPath } from './status-link';
import { findOrderId } from './status';
import { logger } from '@/lib/telemetry/log';

/**
 * The order lookup's post: a matching number and address open the order page (a new opaque link); anything else gets
 * one answer, so the form tells no one whether an order number or an address exists. A flood from one client, or its
 * guesses at one order number, are refused before anything is looked up; others' guesses never refuse the owner.
 */
export async function submitOrderLookup(data: FormData): Promise<FormState> {
  const raw = formValues(data);
  const locale = isLocale(raw.locale) ? raw.locale : defaultLocale;
  const t = await getTranslations({ locale, namespace: 'orders.lookup' });
  const values = {
    orderId: typeof raw.orderId === 'string' ? raw.orderId.slice(0, 40) : '',
    email: typeof raw.email === 'string' ? raw.email.slice(0, 300) : '',
  };
  let path: string;
  try {
    if (typeof raw.fax === 'string' && raw.fax.trim()) return { status: 'error', message: t('notFound'), values };
    const client = clientKey(await headers());
    if (await overLimit('orderLookup', client)) return tooManyAttempts(locale, values);
    const parsed = orderLookupSchema(validationMessages(locale)).safeParse(raw);
    if (!parsed.success) {
      const fieldErrors = Object.fromEntries(
        parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
      );
      return { status: 'error', message: t('invalid'), fieldErrors, values, httpStatus: 400 };
    }
    const number = subjectClientKey(parsed.data.orderId, client);
    if (await overLimit('orderLookupNumber', number)) return tooManyAttempts(locale, values);
    const orderId = await findOrderId(parsed.data.orderId, parsed.data.email);
    if (!orderId) return { status: 'error', message: t('notFound'), values };
    path = orderStatusPath(locale, await mintOrderLink({ id: orderId, email: parsed.data.email }, 'lookup'));
  } catch (error) {
    unstable_rethrow(error);
    logger.error({ err: error }, '[orders] lookup failed');
    return { status: 'error', message: t('failed'), values };
  }
  redirect(path);
}
