import { oneId, type Rec, type Store } from '../db/store';
import type { Ctx } from '../engine/context';
import { notify } from '../engine/observers';
import { invalid } from '../http/errors';

export interface MarketInfo {
  market: Rec;
  priceListId: string;
  currency: string;
  taxIncluded: boolean;
  vat: number;
}

export async function marketInfo(store: Store, marketId: string | undefined): Promise<MarketInfo> {
  const market = marketId ? await store.find(marketId) : undefined;
  if (!market || market.type !== 'markets') throw invalid('market', "can't be blank", 'relationships');
  const priceList = await store.find(oneId(market, 'price_list') ?? '');
  return {
    market,
    priceListId: priceList?.id ?? '',
    currency: String(priceList?.attributes.currency_code ?? market.attributes.currency_code ?? 'EUR'),
    taxIncluded: priceList?.attributes.tax_included !== false,
    vat: Number(market.attributes.tax_rate ?? 0),
  };
}

/** The rate of the market's tax rule for the shipping country (the order's country lock), else the market's. */
export async function vatFor(store: Store, info: MarketInfo, country: unknown): Promise<number> {
  const calculator = oneId(info.market, 'tax_calculator');
  if (typeof country !== 'string' || !country || !calculator) return info.vat;
  const rule = (await store.all('tax_rules')).find(
    (r) =>
      oneId(r, 'manual_tax_calculator') === calculator &&
      typeof r.attributes.country_code_regex === 'string' &&
      new RegExp(r.attributes.country_code_regex, 'i').test(country),
  );
  return rule ? Number(rule.attributes.tax_rate ?? info.vat) : info.vat;
}

export async function priceOf(store: Store, priceListId: string, skuCode: string): Promise<Rec | undefined> {
  return (await store.all('prices')).find(
    (p) => oneId(p, 'price_list') === priceListId && p.attributes.sku_code === skuCode,
  );
}

export async function skuByCode(store: Store, code: string): Promise<Rec | undefined> {
  return (await store.all('skus')).find((s) => s.attributes.code === code);
}

/** Units on hand over every stock location. */
export async function stockOf(store: Store, skuCode: string): Promise<number> {
  const items = (await store.all('stock_items')).filter((i) => i.attributes.sku_code === skuCode);
  return items.reduce((sum, i) => sum + Number(i.attributes.quantity ?? 0), 0);
}

/** A change of stock the sandbox makes itself (an order placed or cancelled, a return restocked), observed as an update. */
export async function adjustStock(ctx: Ctx, skuCode: string, delta: number): Promise<void> {
  const item = (await ctx.store.all('stock_items')).find((i) => i.attributes.sku_code === skuCode);
  if (!item) return;
  const before = Number(item.attributes.quantity ?? 0);
  item.attributes.quantity = Math.max(0, before + delta);
  await ctx.store.save(item);
  if (item.attributes.quantity !== before)
    await notify(ctx, item, { kind: 'update', changes: { quantity: [before, item.attributes.quantity] } });
}
