import type { RouteHref } from '@/lib/routes/paths';

/** The spare parts the storefront lists, how SKUs relate and when stock counts as scarce. Pure data. */
export const sparePartSkus = [
  'FRESHLY-FILTER',
  'FRESHLY-CABLE',
  'VERDE-SUBSTRATE',
  'VERDE-POT',
  'AURA-FILTER',
  'AURA-STRAP',
] as const;

type SparePartSku = (typeof sparePartSkus)[number];

/** The products each spare part fits, and the part's own picture (public/content/products/parts). */
export const spareParts: Record<SparePartSku, { fits: readonly string[]; image: string }> = {
  'FRESHLY-FILTER': { fits: ['FRESHLY-01'], image: '/content/products/parts/freshly-filter.webp' },
  'FRESHLY-CABLE': { fits: ['FRESHLY-01'], image: '/content/products/parts/freshly-cable.webp' },
  'VERDE-SUBSTRATE': { fits: ['VERDE-BASIC', 'VERDE-SMART'], image: '/content/products/parts/verde-substrate.webp' },
  'VERDE-POT': { fits: ['VERDE-BASIC', 'VERDE-SMART'], image: '/content/products/parts/verde-pot.webp' },
  'AURA-FILTER': { fits: ['AURA-01'], image: '/content/products/parts/aura-filter.webp' },
  'AURA-STRAP': { fits: ['AURA-01'], image: '/content/products/parts/aura-strap.webp' },
};

const productImages: Partial<Record<string, string>> = {
  'FRESHLY-01': '/content/products/freshly.webp',
  'VERDE-BASIC': '/content/products/verde-basic.webp',
  'VERDE-SMART': '/content/products/verde-smart.webp',
  'AURA-01': '/content/products/aura.webp',
};

/** The picture shown for a SKU (cart lines, spare-part cards, suggestions). */
export function skuImage(skuCode: string): string | undefined {
  return productImages[skuCode] ?? spareParts[skuCode as SparePartSku]?.image;
}

/** The product page uid of each device (the same in every language: the product_page documents). */
const productPages: Partial<Record<string, string>> = {
  'FRESHLY-01': 'freshly',
  'VERDE-BASIC': 'verde-basic',
  'VERDE-SMART': 'verde-smart',
  'AURA-01': 'aura',
};

/** Where a SKU is sold: its product page, or the spare-parts page for a part. */
export function skuRoute(skuCode: string): RouteHref | undefined {
  const uid = productPages[skuCode];
  if (uid) return { pathname: '/[uid]', params: { uid } };
  return skuCode in spareParts ? { pathname: '/spare-parts' } : undefined;
}

/** The id of a part's card on the spare-parts page, so a link can land on it (`/spare-parts#verde-pot`). */
export const sparePartAnchor = (skuCode: string) => skuCode.toLowerCase();

/** The "buy 2 of one product" promotion covers the purifiers only (the sandbox's `product` SKU list), never parts. */
export function buyTwoApplies(skuCode: string): boolean {
  return !(sparePartSkus as readonly string[]).includes(skuCode);
}

/** Below this many units in stock the buy box and the cart show the scarcity alert. */
const scarcityThreshold = 5;

/**
 * What goes with a SKU, from the spare-parts table: a device's parts; for a part, the other parts of the devices it
 * fits, then those devices (docs/adr/0033-cart-drawer.md).
 */
function companionsOf(skuCode: string): string[] {
  const devices = spareParts[skuCode as SparePartSku]?.fits ?? [skuCode];
  const parts = sparePartSkus.filter(
    (part) => part !== skuCode && spareParts[part].fits.some((device) => devices.includes(device)),
  );
  return skuCode in spareParts ? [...parts, ...devices] : parts;
}

/**
 * Frequently-bought-together SKUs for a cart: companions of its items that are not in it yet, those of `first` (the
 * SKU just added) before the rest.
 */
export function suggestionsFor(cartSkus: readonly string[], limit = 3, first?: string): string[] {
  const inCart = new Set(cartSkus);
  const source = first ? [first, ...cartSkus] : cartSkus.length ? cartSkus : ['FRESHLY-01'];
  const companions = source.flatMap(companionsOf);
  return [...new Set(companions)].filter((sku) => !inCart.has(sku)).slice(0, limit);
}

export type StockState = 'out-of-stock' | 'scarce' | 'in-stock' | 'unknown';

export function stockState(quantity: number | null | undefined): StockState {
  if (quantity === null || quantity === undefined) return 'unknown';
  if (quantity <= 0) return 'out-of-stock';
  return quantity < scarcityThreshold ? 'scarce' : 'in-stock';
}
