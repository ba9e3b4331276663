import { ref, type Rec, type Store } from '../db/store';
import { amountFields } from '../domain/money';
import { seedPriceList } from './catalogue';
import { CUSTOMER_TYPES, marketCode, REGIONS, taxExcluded, vatOf, type Region } from './regions';

export interface MarketContext {
  skus: Map<string, Rec>;
  merchant: Rec;
  inventoryModel: Rec;
  stockLocation: Rec;
  shippingCategory: Rec;
  groups: Record<'consumer' | 'business', Rec>;
  gateways: { wire: Rec; card: Rec };
}

async function seedShipping(store: Store, region: Region, market: Rec, c: MarketContext): Promise<void> {
  const zone = await store.insert('shipping_zones', {
    name: `${region.name} (${market.attributes.code})`,
    country_code_regex: `^(${region.countries.join('|')})$`,
  });
  const method = await store.insert(
    'shipping_methods',
    {
      name: 'Free shipping',
      metadata: { names: { de: 'Kostenloser Versand', it: 'Spedizione gratuita' } },
      scheme: 'flat',
      currency_code: region.currency,
      disabled_at: null,
      ...amountFields('price_amount', 0, region.currency),
      ...amountFields('free_over_amount', 0, region.currency),
      min_days: region.leadDays[0],
      max_days: region.leadDays[1],
    },
    {
      market: ref(market),
      shipping_zone: ref(zone),
      shipping_category: ref(c.shippingCategory),
      stock_location: ref(c.stockLocation),
    },
  );
  const [min, max] = region.leadDays;
  await store.insert(
    'delivery_lead_times',
    { min_hours: min * 24, max_hours: max * 24, min_days: min, max_days: max, working_days: true },
    { stock_location: ref(c.stockLocation), shipping_method: ref(method) },
  );
}

async function seedPayments(store: Store, region: Region, market: Rec, c: MarketContext): Promise<void> {
  const methods: Array<[Rec, string, string, { de: string; it: string }]> = [
    [c.gateways.wire, 'wire_transfers', 'Wire transfer', { de: 'Banküberweisung', it: 'Bonifico bancario' }],
    [c.gateways.card, 'stripe_payments', 'Credit card', { de: 'Kreditkarte', it: 'Carta di credito' }],
  ];
  for (const [gateway, sourceType, name, names] of methods)
    await store.insert(
      'payment_methods',
      {
        name,
        metadata: { names },
        payment_source_type: sourceType,
        currency_code: region.currency,
        moto: false,
        disabled_at: null,
        ...amountFields('price_amount', 0, region.currency),
      },
      { market: ref(market), payment_gateway: ref(gateway) },
    );
}

export async function seedMarkets(store: Store, c: MarketContext): Promise<Rec[]> {
  const markets: Rec[] = [];
  for (const region of REGIONS) {
    const calculator = await store.insert('manual_tax_calculators', { name: `${region.name} VAT` });
    for (const country of region.countries) {
      const rate = vatOf(region, country);
      await store.insert(
        'tax_rules',
        { name: `${country} VAT ${Math.round(rate * 1000) / 10}%`, tax_rate: rate, country_code_regex: `^${country}$` },
        { manual_tax_calculator: ref(calculator) },
      );
    }
    for (const type of CUSTOMER_TYPES) {
      const business = type === 'business';
      const priceList = await seedPriceList(store, region, business, c.skus);
      const market = await store.insert(
        'markets',
        {
          name: `${region.name} ${type}`,
          code: marketCode(region, type),
          region: region.key,
          customer_type: type,
          currency_code: region.currency,
          tax_rate: region.vat,
          tax_included: !taxExcluded(region, business),
          shipping_country_codes: region.countries,
          disabled_at: null,
        },
        {
          merchant: ref(c.merchant),
          price_list: ref(priceList),
          inventory_model: ref(c.inventoryModel),
          tax_calculator: ref(calculator),
          customer_group: ref(c.groups[type]),
        },
      );
      await seedShipping(store, region, market, c);
      await seedPayments(store, region, market, c);
      markets.push(market);
    }
  }
  return markets;
}
