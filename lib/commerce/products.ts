/** The spare parts the storefront lists, how SKUs relate and when stock counts as scarce. Pure data. */
export const sparePartSkus = [
  'FRESHLY-FILTER',
  'FRESHLY-CABLE',
  'VERDE-SUBSTRATE',
  'VERDE-POT',
  'AURA-FILTER',
  'AURA-STRAP',
] as const;

/** Below this many units in stock the buy box and the cart show the scarcity alert. */
const scarcityThreshold = 5;

const boughtTogether: Record<string, readonly string[]> = {
  'FRESHLY-01': ['FRESHLY-FILTER', 'FRESHLY-CABLE'],
  'VERDE-BASIC': ['VERDE-SUBSTRATE', 'VERDE-POT'],
  'VERDE-SMART': ['VERDE-SUBSTRATE', 'VERDE-POT'],
  'AURA-01': ['AURA-FILTER', 'AURA-STRAP'],
};

/** Frequently-bought-together SKUs for a cart: companions of its items that are not in it yet. */
export function suggestionsFor(cartSkus: readonly string[], limit = 3): string[] {
  const inCart = new Set(cartSkus);
  const source = cartSkus.length ? cartSkus : ['FRESHLY-01'];
  const companions = source.flatMap((sku) => boughtTogether[sku] ?? []);
  return [...new Set(companions)].filter((sku) => !inCart.has(sku)).slice(0, limit);
}

export type StockState = 'out-of-stock' | 'scarce' | 'in-stock' | 'unknown';

export function stockState(quantity: number | null | undefined): StockState {
  if (quantity === null || quantity === undefined) return 'unknown';
  if (quantity <= 0) return 'out-of-stock';
  return quantity < scarcityThreshold ? 'scarce' : 'in-stock';
}
