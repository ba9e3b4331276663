import 'server-only';
import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { getMessages, getTranslations } from 'next-intl/server';
import { currentCartRequest, placeOf } from '@/lib/cart/server';
import { offersFor } from '@/lib/cart/offers';
import { db } from '@/lib/db/server';
import { formValues } from '@/lib/forms/form-data';
import type { FormState } from '@/lib/forms/form-state';
import { tooManyAttempts, validationMessages } from '@/lib/forms/server';
import { clientKey, overLimit, subjectClientKey } from '@/lib/http/rate-limit';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { mailboxKey } from '@/lib/mail/mailbox';
import { mayMailUnconfirmed } from '@/lib/mail/recipient-limit';
import { pathFor } from '@/lib/routes/paths';
import en from '@/messages/en.json';
import { ownPath, requestStockAlert } from './request';
import { stockAlertSchema } from './schema';
import { logger } from '@/lib/telemetry/log';

const knownSkus: Readonly<Record<string, string>> = en.product.skus;

/**
 * "Email me when it is back": the same "check your inbox" for any valid address, whether it asked before or not; the
 * confirmation mail's link creates the alert (lib/stock-alerts/request.ts). A flood from one client, or one client's
 * posts for one mailbox, are refused alike for any address; a product in stock in the visitor's market is refused
 * with its own answer (409), before anything is mailed.
 */
export async function submitStockAlert(data: FormData): Promise<FormState> {
  const raw = formValues(data);
  const locale = isLocale(raw.locale) ? raw.locale : defaultLocale;
  const t = await getTranslations({ locale, namespace: 'stockAlerts' });
  const skuCode = typeof raw.skuCode === 'string' && Object.hasOwn(knownSkus, raw.skuCode) ? raw.skuCode : undefined;
  const path = ownPath(raw.page, locale) ?? pathFor(locale, { pathname: '/' });
  const values = { email: typeof raw.email === 'string' ? raw.email.slice(0, 300) : '' };
  const skuNames: Partial<Record<string, string>> = (await getMessages({ locale })).product.skus;
  const name = skuNames[skuCode ?? ''] ?? '';
  const done: FormState = { status: 'success', message: t('done', { name }) };
  try {
    if (typeof raw.fax === 'string' && raw.fax.trim()) return done;
    const client = clientKey(await headers());
    if (await overLimit('stockAlert', client)) return tooManyAttempts(locale, values);
    const parsed = stockAlertSchema(validationMessages(locale)).safeParse(raw);
    if (!parsed.success || !skuCode) {
      const fieldErrors = Object.fromEntries(
        (parsed.success ? [] : parsed.error.issues).map((issue) => [String(issue.path[0]), issue.message]),
      );
      return { status: 'error', message: t('invalid'), fieldErrors, values, httpStatus: 400 };
    }
    const mailbox = subjectClientKey(mailboxKey(parsed.data.email), client);
    if (await overLimit('stockAlertEmail', mailbox)) return tooManyAttempts(locale, values);
    const cart = await currentCartRequest(locale);
    const { offers } = await offersFor(cart, [skuCode]);
    if (offers.find((offer) => offer.skuCode === skuCode)?.stockState !== 'out-of-stock')
      return { status: 'error', message: t('inStock', { name }), values, httpStatus: 409 };
    const alert = { email: parsed.data.email, skuCode, marketCode: placeOf(cart).market.code, locale, path };
    await requestStockAlert(db(), alert, (email) => mayMailUnconfirmed(email, client));
    return done;
  } catch (error) {
    unstable_rethrow(error);
    logger.error({ err: error }, '[forms] stock alert failed');
    return { status: 'error', message: t('failed'), values };
  }
}
