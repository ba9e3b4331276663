import 'server-only';
import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { getMessages, getTranslations } from 'next-intl/server';
import { placeOf } from '@/lib/commerce/cart-service';
import { currentCartRequest } from '@/lib/commerce/server';
import { formValues } from '@/lib/forms/form-data';
import type { FormState } from '@/lib/forms/form-state';
import { tooManyAttempts, validationMessages } from '@/lib/forms/server';
import { clientKey, overLimit, subjectClientKey } from '@/lib/http/rate-limit';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import { mailboxKey } from '@/lib/mail/mailbox';
import { matchPath, pathFor } from '@/lib/routes/paths';
import en from '@/messages/en.json';
import { subscribeToStock } from './platform';
import { stockAlertSchema } from './schema';

const knownSkus: Readonly<Record<string, string>> = en.product.skus;

/** The page the form was posted from when it is one of this site's paths in the form's language, else the home page. */
function pagePath(value: unknown, locale: Locale): string {
  const own = typeof value === 'string' && value.length <= 300 && /^\/(?!\/)[\w\-/.%]*$/.test(value);
  return own && matchPath(value)?.locale === locale ? value : pathFor(locale, { pathname: '/' });
}

/**
 * "Email me when it is back": the same thanks for any valid address, whether it asked before or not; a flood from one
 * client, or for one mailbox, is refused alike for any address before the platform is asked.
 */
export async function submitStockAlert(data: FormData): Promise<FormState> {
  const raw = formValues(data);
  const locale = isLocale(raw.locale) ? raw.locale : defaultLocale;
  const t = await getTranslations({ locale, namespace: 'stockAlerts' });
  const skuCode = typeof raw.skuCode === 'string' && Object.hasOwn(knownSkus, raw.skuCode) ? raw.skuCode : undefined;
  const path = pagePath(raw.page, locale);
  const values = { email: typeof raw.email === 'string' ? raw.email.slice(0, 300) : '' };
  const skuNames: Partial<Record<string, string>> = (await getMessages({ locale })).product.skus;
  const done: FormState = { status: 'success', message: t('done', { name: skuNames[skuCode ?? ''] ?? '' }) };
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
    const { market } = placeOf(await currentCartRequest(locale));
    await subscribeToStock({ email: parsed.data.email, skuCode, marketCode: market.code, locale, path });
    return done;
  } catch (error) {
    unstable_rethrow(error);
    console.error('[forms] stock alert failed', error);
    return { status: 'error', message: t('failed'), values };
  }
}
