import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Currency } from '@/lib/commerce/markets';
import { CartProblem } from '@/lib/commerce/cart-problem';
import { CommerceError } from '@/lib/commerce/errors';
import { formatMoney, welcomeThresholdCents } from '@/lib/commerce/money';
import { problemMessage } from '@/lib/http/messages';
import { HttpProblem } from '@/lib/http/problem';
import type { Locale } from '@/lib/i18n/locales';
import { isReferralRefusal } from '@/lib/referral/friend';
import { rewardCentsByCurrency } from '@/lib/referral/rewards';

export type CartFailure = { error: string; code: string; status: number };

/** A refused or failed cart operation in the visitor's language, for the cart routes and the buy box's form. */
export async function cartFailure(error: unknown, locale: Locale, currency: Currency = 'EUR'): Promise<CartFailure> {
  const t = await getTranslations({ locale, namespace: 'cart.errors' });
  if (error instanceof CartProblem) {
    const { code, status } = error;
    if (isReferralRefusal(code)) {
      const referral = await getTranslations({ locale, namespace: 'referralCart' });
      const amount = formatMoney(rewardCentsByCurrency[currency], currency, locale);
      return { error: referral(code, { amount }), code, status };
    }
    return { error: t(code, { amount: formatMoney(welcomeThresholdCents, currency, locale) }), code, status };
  }
  if (error instanceof HttpProblem)
    return { error: await problemMessage(locale, error.code), code: error.code, status: error.status };
  const unreachable = error instanceof CommerceError && ['request', 'cancel'].includes(error.kind);
  console.error('[cart]', error);
  return { error: t('service'), code: 'service', status: unreachable ? 503 : 502 };
}
