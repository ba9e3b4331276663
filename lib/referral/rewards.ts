import type { Currency } from '@/lib/commerce/markets';

/** The friend's discount and the member's reward per currency, in cents (ADR 0017: 20 € and its rounded peers). */
export const rewardCentsByCurrency: Record<Currency, number> = { EUR: 2000, GBP: 1700, USD: 2200 };

export function isCurrency(value: string): value is Currency {
  return value in rewardCentsByCurrency;
}
