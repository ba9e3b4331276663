import { beforeAll, describe, expect, it } from 'vitest';
import { api, integrationToken, marketToken } from './api';
import { Fixtures } from './conformance/fixtures';
import { withOwnSandbox } from './own-sandbox';

withOwnSandbox();

let admin: string;
let shop: string;
let f: Fixtures;

beforeAll(async () => {
  admin = await integrationToken();
  shop = await marketToken('it-consumer');
  f = new Fixtures(admin, shop);
});

const patch = (type: string, id: string, attributes: Record<string, unknown>, token = admin) =>
  api('PATCH', `${type}/${id}`, token, { data: { type, id, attributes } });

describe('unknown attributes and flags', () => {
  it('answers 400 PARAM_NOT_ALLOWED and stores nothing', async () => {
    const sku = (await f.get('skus?filter[q][code_eq]=FRESHLY-01'))[0];
    const flag = await patch('skus', sku.id, { _no_such_action: true });
    expect(flag.status).toBe(400);
    expect(flag.body.errors[0]).toEqual({
      title: 'Param not allowed',
      detail: '_no_such_action is not allowed.',
      code: 'PARAM_NOT_ALLOWED',
      status: '400',
      source: { pointer: '/data/attributes/_no_such_action' },
    });
    expect((await patch('skus', sku.id, { colour: 'green' })).status).toBe(400);
    const after = await f.attrs('skus', sku.id);
    expect(after).not.toHaveProperty('no_such_action_at');
    expect(after).not.toHaveProperty('colour');
  });

  it('checks the permission before the payload', async () => {
    const refused = await api('POST', 'skus', shop, { data: { type: 'skus', attributes: {} } });
    expect(refused.status).toBe(403);
  });
});

describe('payments', () => {
  it('captures part of an authorization, then refunds the capture', async () => {
    const order = await f.placed();
    const auth = await f.first(`orders/${order}/authorizations`);
    expect((await patch('authorizations', auth, { _capture: true, _capture_amount_cents: 500 })).status).toBe(200);
    expect((await f.attrs('orders', order)).payment_status).toBe('partially_paid');
    const capture = (await f.get(`authorizations/${auth}/captures`))[0];
    expect(capture.attributes.amount_cents).toBe(500);
    expect((await patch('captures', capture.id, { _refund: true, _refund_amount_cents: 600 })).status).toBe(422);
    expect((await patch('captures', capture.id, { _refund: true })).status).toBe(200);
    const refunds = await f.get(`orders/${order}/refunds`);
    expect(refunds.map((r: { attributes: { amount_cents: number } }) => r.attributes.amount_cents)).toEqual([500]);
    expect((await f.attrs('orders', order)).payment_status).toBe('refunded');
  });

  it('refuses to refund an unpaid order', async () => {
    const refused = await patch('orders', await f.pending(), { _refund: true });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].source.pointer).toBe('/data/attributes/payment_status');
  });
});

describe('stock', () => {
  it('moves stock between locations with a stock transfer', async () => {
    const { sku, code, location } = await f.ownSku(5);
    const to = await f.create('stock_locations', { name: `Transfer target ${Date.now()}` });
    const id = await f.create(
      'stock_transfers',
      { quantity: 2 },
      {
        sku: { type: 'skus', id: sku },
        origin_stock_location: { type: 'stock_locations', id: location },
        destination_stock_location: { type: 'stock_locations', id: to },
      },
    );
    for (const flag of ['_upcoming', '_picking', '_in_transit']) await f.act('stock_transfers', id, { [flag]: true });
    expect(await f.stockOf(code)).toBe(3);
    await f.act('stock_transfers', id, { _complete: true });
    expect(await f.stockOf(code)).toBe(5);
    expect((await f.get(`stock_locations/${to}/stock_items`))[0].attributes.quantity).toBe(2);
    expect((await patch('stock_transfers', id, { _cancel: true })).status).toBe(422);
  });

  it('puts a received return line back in stock once', async () => {
    const { item } = await f.returnIn(['_request', '_approve', '_ship', '_receive']);
    const before = await f.stockOf('FRESHLY-FILTER');
    expect((await patch('return_line_items', item, { _restock: true })).status).toBe(200);
    expect(await f.stockOf('FRESHLY-FILTER')).toBe(before + 1);
    expect((await patch('return_line_items', item, { _restock: true })).status).toBe(422);
  });

  it('keeps reserved_stocks equal to the held reservations', async () => {
    const line = await f.lineOf(await f.pending('AURA-FILTER'));
    await f.act('line_items', line, { _reserve_stock: true });
    const reservation = (await f.get(`line_items/${line}/stock_reservations`))[0];
    const reserved = await f.get(`stock_reservations/${reservation.id}/reserved_stock`);
    expect(reserved.attributes.quantity).toBeGreaterThanOrEqual(1);
  });
});
