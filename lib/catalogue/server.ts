import 'server-only';
import type { Sku } from '@commercelayer/sdk';
import { withMarketClient } from '@/lib/commerce/sdk';
import { offerReuseMs } from '@/lib/cache';

/** Price and stock of one SKU in one market. */
export type Offer = {
  skuCode: string;
  name: string;
  imageUrl?: string;
  currency: string;
  amountCents: number;
  compareAtCents?: number;
  /** Units available; null when the platform does not say. */
  stock: number | null;
};

function stockOf(sku: Sku): number | null {
  const inventory = sku.inventory as { available?: boolean; quantity?: number } | null | undefined;
  if (inventory && typeof inventory.quantity === 'number')
    return inventory.available === false ? 0 : inventory.quantity;
  if (inventory?.available === false) return 0;
  if (sku.stock_items?.length) return sku.stock_items.reduce((sum, item) => sum + (item.quantity ?? 0), 0);
  return null;
}

function toOffer(sku: Sku): Offer | undefined {
  const price = sku.prices?.[0];
  if (!price || typeof price.amount_cents !== 'number') return undefined;
  return {
    skuCode: sku.code,
    name: sku.name,
    imageUrl: sku.image_url ?? undefined,
    currency: price.currency_code ?? '',
    amountCents: price.amount_cents,
    compareAtCents: price.compare_at_amount_cents ?? undefined,
    stock: stockOf(sku),
  };
}

const recent = new Map<string, { at: number; offer: Offer | null }>();

/**
 * Offers for the SKUs sold in the market, keyed by code; a SKU without a price there is left out. `fresh` asks the
 * platform whatever this process read a moment ago: a page render, which a cache keeps after a stock change.
 */
export async function getOffers(
  marketCode: string,
  skuCodes: readonly string[],
  { fresh = false } = {},
): Promise<Map<string, Offer>> {
  const now = Date.now();
  const offers = new Map<string, Offer>();
  const missing: string[] = [];
  for (const code of skuCodes) {
    const hit = recent.get(`${marketCode}:${code}`);
    if (!fresh && hit && now - hit.at < offerReuseMs) {
      if (hit.offer) offers.set(code, hit.offer);
    } else missing.push(code);
  }
  if (!missing.length) return offers;
  if (recent.size > 1_000) recent.clear();
  for (const [code, offer] of await fetchOnce(marketCode, missing)) offers.set(code, offer);
  for (const code of missing) recent.set(`${marketCode}:${code}`, { at: now, offer: offers.get(code) ?? null });
  return offers;
}

const inFlight = new Map<string, Promise<Map<string, Offer>>>();

/** Tests: the next read asks the platform again. */
export function forgetOffers(): void {
  recent.clear();
  inFlight.clear();
}

// Identical reads at the same moment (a burst of visitors on one page) share one platform call.
function fetchOnce(marketCode: string, skuCodes: readonly string[]): Promise<Map<string, Offer>> {
  const key = `${marketCode}:${[...skuCodes].sort().join(',')}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = fetchOffers(marketCode, skuCodes).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

async function fetchOffers(marketCode: string, skuCodes: readonly string[]): Promise<Map<string, Offer>> {
  const skus = await withMarketClient(marketCode, (client) =>
    client.skus.list({
      filters: { code_in: skuCodes.join(',') },
      include: ['prices', 'stock_items'],
      pageSize: 25,
    }),
  );
  const offers = new Map<string, Offer>();
  for (const sku of skus) {
    const offer = toOffer(sku);
    if (offer) offers.set(offer.skuCode, offer);
  }
  return offers;
}
