import type { Currency } from '@/lib/markets/money';
import { promotionTerms } from '@/lib/catalogue/promotion-terms';

/** The friend's discount and the member's reward per currency, in cents (ADR 0017: 20 € and its rounded peers). */
export const rewardCentsByCurrency: Record<Currency, number> = promotionTerms.referralRewardCents;

export function isCurrency(value: string): value is Currency {
  return value in rewardCentsByCurrency;
}
