import { beforeAll, describe, expect, it } from 'vitest';
import { api, integrationToken, marketToken, sdk } from './api';

let admin: string;
let shop: string;

beforeAll(async () => {
  admin = await integrationToken();
  shop = await marketToken('gb-consumer');
});

const codes = (list: Array<{ code?: string | null }>) => [...list].map((s) => s.code);

describe('filters', () => {
  it('supports the ransack-style predicates', async () => {
    const cl = sdk(admin);
    expect(codes(await cl.skus.list({ filters: { code_eq: 'AURA-01' } }))).toEqual(['AURA-01']);
    expect(codes(await cl.skus.list({ filters: { code_in: ['AURA-01', 'VERDE-POT'] }, sort: ['code'] }))).toEqual([
      'AURA-01',
      'VERDE-POT',
    ]);
    expect(
      (await cl.skus.list({ filters: { code_not_in: 'AURA-01,VERDE-POT' }, pageSize: 25 })).every(
        (s) => !['AURA-01', 'VERDE-POT'].includes(s.code!),
      ),
    ).toBe(true);
    expect(codes(await cl.skus.list({ filters: { code_start: 'VERDE-S' }, sort: ['code'] }))).toEqual([
      'VERDE-SMART',
      'VERDE-SUBSTRATE',
    ]);
    expect(codes(await cl.skus.list({ filters: { code_end: '-STRAP' } }))).toEqual(['AURA-STRAP']);
    expect(codes(await cl.skus.list({ filters: { name_cont: 'fridge' } }))).toEqual(['FRESHLY-01']);
    expect(
      codes(await cl.skus.list({ filters: { code_not_eq: 'AURA-01', code_start: 'AURA' }, sort: ['code'] })),
    ).toEqual(['AURA-FILTER', 'AURA-STRAP']);
    expect(codes(await cl.skus.list({ filters: { name_or_code_cont: 'strap' } }))).toEqual(['AURA-STRAP']);
    // LIKE, letter case ignored: `%` a run, `_` one character, a backslash makes either literal.
    expect(codes(await cl.skus.list({ filters: { code_matches: 'aura-%r' }, sort: ['code'] }))).toEqual([
      'AURA-FILTER',
    ]);
    expect(codes(await cl.skus.list({ filters: { code_matches_any: 'AURA-0_,%-STR%' }, sort: ['code'] }))).toEqual([
      'AURA-01',
      'AURA-STRAP',
    ]);
    expect(codes(await cl.skus.list({ filters: { code_matches: 'AURA\\_01' } }))).toEqual([]);
    expect(
      codes(await cl.skus.list({ filters: { metadata_jcont: { kind: 'product', family: 'verde' } }, sort: ['code'] })),
    ).toEqual(['VERDE-BASIC', 'VERDE-SMART']);
    // Tax included: the consumer lists, but for extra-EU's, which is net like the seven business lists.
    expect((await cl.price_lists.list({ filters: { tax_included_true: true }, pageSize: 25 })).length).toBe(6);
    expect((await cl.price_lists.list({ filters: { tax_included_false: true }, pageSize: 25 })).length).toBe(8);
    expect(await cl.markets.count({ filters: { disabled_at_null: true } })).toBe(14);
    expect(await cl.skus.count({ filters: { image_url_present: true } })).toBeGreaterThanOrEqual(10);
  });

  it('compares numbers and follows relationships', async () => {
    const cl = sdk(admin);
    expect(
      codes(
        await cl.stock_items.list({ filters: { quantity_lt: 1 } }).then((l) => l.map((i) => ({ code: i.sku_code }))),
      ),
    ).toContain('VERDE-POT');
    const inStock = await cl.skus.list({ filters: { stock_items_quantity_gt: 0 }, pageSize: 25 });
    expect(codes(inStock)).not.toContain('VERDE-POT');
    const lowStock = await cl.skus.list({
      filters: { stock_items_quantity_gteq: 1, stock_items_quantity_lteq: 3, code_start: 'AURA' },
    });
    expect(codes(lowStock)).toEqual(['AURA-01']);
    const prices = await cl.prices.list({
      filters: { sku_code_in: 'AURA-01,FRESHLY-01', currency_code_eq: 'GBP' },
      pageSize: 25,
    });
    expect(new Set(prices.map((p) => p.sku_code))).toEqual(new Set(['AURA-01', 'FRESHLY-01']));
    expect(prices.length).toBe(4);
    const gbMarkets = await cl.markets.list({ filters: { price_list_currency_code_eq: 'GBP' } });
    expect(codes(gbMarkets).sort()).toEqual(['gb-business', 'gb-consumer']);
  });
});

describe('sort, paging, include, fields, count', () => {
  it('sorts ascending and descending', async () => {
    const cl = sdk(admin);
    const asc = codes(await cl.markets.list({ sort: ['code'], pageSize: 25 }));
    expect(asc).toEqual([...asc].sort());
    const desc = codes(await cl.markets.list({ sort: { code: 'desc' }, pageSize: 25 }));
    expect(desc).toEqual([...asc].reverse());
  });

  it('pages with record_count, page_count and links', async () => {
    const cl = sdk(admin);
    const first = await cl.markets.list({ pageSize: 5, pageNumber: 1, sort: ['code'] });
    expect(first.length).toBe(5);
    expect(first.meta).toMatchObject({ recordCount: 14, pageCount: 3 });
    const last = await cl.markets.list({ pageSize: 5, pageNumber: 3, sort: ['code'] });
    expect(last.length).toBe(4);
    const raw = await api('GET', 'markets?page[size]=5&page[number]=2', admin);
    expect(raw.body.links.next).toContain('page%5Bnumber%5D=3');
    expect(raw.body.links.first).toContain('page%5Bnumber%5D=1');
    expect(raw.body.links.last).toContain('page%5Bnumber%5D=3');
    const defaults = await api('GET', 'prices', admin);
    expect(defaults.body.data.length).toBe(10);
    expect((await api('GET', 'prices?page[size]=25', admin)).body.data.length).toBe(25);
    const tooLarge = await api('GET', 'prices?page[size]=100', admin);
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.errors[0]).toMatchObject({ code: 'INVALID_PAGE_VALUE', status: '400' });
    const badSort = await api('GET', 'prices?sort=no_such_field', admin);
    expect(badSort.body.errors[0]).toMatchObject({ code: 'INVALID_SORT_CRITERIA', status: '400' });
  });

  it('includes nested relationships and honours sparse fields', async () => {
    const cl = sdk(admin);
    const [sku] = await cl.skus.list({
      filters: { code_eq: 'FRESHLY-01' },
      include: ['prices.price_list', 'stock_items'],
      fields: {
        skus: ['code', 'prices', 'stock_items'],
        prices: ['amount_cents', 'price_list'],
        price_lists: ['currency_code'],
      },
    });
    expect(sku.name).toBeUndefined();
    expect(sku.stock_items?.[0].quantity).toBeGreaterThan(400);
    expect(sku.prices).toHaveLength(14);
    expect(sku.prices?.[0].price_list?.currency_code).toMatch(/EUR|GBP|USD/);
    expect(sku.prices?.[0].sku_code).toBeUndefined();
  });

  it('counts with page size 1', async () => {
    expect(await sdk(admin).skus.count()).toBeGreaterThanOrEqual(10);
    expect(await sdk(admin).skus.count({ filters: { code_start: 'AURA' } })).toBe(3);
  });
});

describe('related endpoints and market scope', () => {
  it('serves to-many and to-one related resources', async () => {
    const cl = sdk(admin);
    const [market] = await cl.markets.list({ filters: { code_eq: 'it-consumer' } });
    const priceList = await cl.markets.price_list(market.id);
    expect(priceList.currency_code).toBe('EUR');
    const prices = await cl.price_lists.prices(priceList.id, { pageSize: 25 });
    expect(prices.length).toBeGreaterThanOrEqual(10);
    const raw = await api('GET', `markets/${market.id}/price_list`, admin);
    expect(raw.body.data.type).toBe('price_lists');
    const linkage = await api('GET', `price_lists/${priceList.id}/relationships/prices`, admin);
    expect(linkage.body.data[0]).toEqual({ type: 'prices', id: expect.stringMatching(/^[A-Za-z]{10}$/) });
  });

  it('shows a market-scoped token only its market and prices', async () => {
    const cl = sdk(shop);
    const markets = await sdk(admin).markets.list({ filters: { code_in: 'gb-consumer,it-consumer' }, sort: ['code'] });
    expect((await cl.markets.retrieve(markets[0].id)).code).toBe('gb-consumer');
    expect(await api('GET', `markets/${markets[1].id}`, shop)).toMatchObject({ status: 403 });
    const [sku] = await cl.skus.list({ filters: { code_eq: 'FRESHLY-01' }, include: ['prices'] });
    expect(sku.prices?.map((p) => p.formatted_amount)).toEqual(['£59.00']);
  });
});
