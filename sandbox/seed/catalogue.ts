import { ref, type Rec, type Store } from '../db/store';
import { amountFields } from '../domain/money';
import { taxExcluded, type Region } from './regions';
import { SKUS, priceCents } from './skus';

/** Creates skus, sku lists and stock; returns the skus by code. */
export async function seedSkus(store: Store, shippingCategory: Rec, stockLocation: Rec): Promise<Map<string, Rec>> {
  const skus = new Map<string, Rec>();
  for (const s of SKUS) {
    const sku = await store.insert(
      'skus',
      {
        code: s.code,
        name: s.name,
        description: `${s.name} by Viridea.`,
        reference: `VIR-${s.code}`,
        image_url: `https://images.viridea.test/${s.code.toLowerCase()}.png`,
        pieces_per_pack: 1,
        do_not_ship: false,
        do_not_track: false,
        metadata: { kind: s.kind, family: s.family, names: s.names },
      },
      { shipping_category: ref(shippingCategory) },
    );
    skus.set(s.code, sku);
    await store.insert(
      'stock_items',
      { sku_code: s.code, quantity: s.stock },
      { sku: ref(sku), stock_location: ref(stockLocation) },
    );
  }
  for (const kind of ['product', 'spare_part'] as const) {
    const members = SKUS.filter((s) => s.kind === kind).map((s) => ref(skus.get(s.code) as Rec));
    await store.insert(
      'sku_lists',
      { name: kind === 'product' ? 'Products' : 'Spare parts', slug: kind, manual: true },
      { skus: members },
    );
  }
  return skus;
}

export async function seedPriceList(
  store: Store,
  region: Region,
  business: boolean,
  skus: Map<string, Rec>,
): Promise<Rec> {
  const currency = region.currency;
  const net = taxExcluded(region, business);
  const list = await store.insert('price_lists', {
    name: `${region.name} ${business ? 'business' : 'consumer'} (${currency})`,
    code: `${region.key}-${business ? 'business' : 'consumer'}`,
    currency_code: currency,
    tax_included: !net,
  });
  for (const s of SKUS) {
    const cents = priceCents(s.prices[currency], region.exportNetOf ?? region.vat, net);
    await store.insert(
      'prices',
      {
        sku_code: s.code,
        currency_code: currency,
        ...amountFields('amount', cents, currency),
        ...amountFields('compare_at_amount', cents, currency),
      },
      { price_list: ref(list), sku: ref(skus.get(s.code) as Rec) },
    );
  }
  return list;
}
