import 'server-only';
import { getTranslations } from 'next-intl/server';
import { problemMessage } from '@/lib/http/messages';
import { HttpProblem } from '@/lib/http/problem';
import type { Locale } from '@/lib/i18n/locales';
import { CartRefusal } from './refusal';
import { CommerceError } from '@/lib/commerce/errors';
import { formatMoney, type Currency } from '@/lib/markets/money';
import { logger } from '@/lib/telemetry/log';

export type CartFailure = { error: string; code: string; status: number };

/** The one mapping of a refused or failed cart operation to the visitor's language (cart forms, buy box, routes). */
export async function cartFailure(error: unknown, locale: Locale, currency: Currency = 'EUR'): Promise<CartFailure> {
  const t = await getTranslations({ locale, namespace: 'cart.errors' });
  if (error instanceof CartRefusal) {
    const { code, status, amounts } = error;
    const values = Object.fromEntries(
      Object.entries(amounts).map(([name, cents]) => [name, formatMoney(cents, currency, locale)]),
    );
    return { error: t(code, values), code, status };
  }
  if (error instanceof HttpProblem)
    return { error: await problemMessage(locale, error.code), code: error.code, status: error.status };
  const unreachable = error instanceof CommerceError && ['request', 'cancel'].includes(error.kind);
  logger.error({ err: error }, '[cart] the platform refused or did not answer');
  return { error: t('service'), code: 'service', status: unreachable ? 503 : 502 };
}
