/* eslint-disable @typescript-eslint/no-explicit-any -- tests index JSON answers freely */
import { ACTION_TABLE } from '../../../../sandbox/catalogue/actions';
import { type Book, Fixtures, ok, refused, type Scenario } from './fixtures';
import { otherScenarios } from './other-actions';
import { type Ledger, outcome, resourceOf } from './ledger';
import type { Tokens } from './types';

function orderScenarios(f: Fixtures): Book {
  const order = (id: string) => f.attrs('orders', id);
  const is = (field: string, value: unknown) => async (id: string) => (await order(id))[field] === value;
  return {
    _archive: [ok('placed → archived', f.placed, async (id) => !!(await order(id)).archived_at)],
    _unarchive: [
      ok(
        'archived → not',
        () => f.inStatus(['_archive']),
        async (id) => !(await order(id)).archived_at,
      ),
    ],
    _place: [
      ok('pending → placed', () => f.pending(), is('status', 'placed')),
      refused('draft', () => f.create('orders', {}, { market: { type: 'markets', id: marketId } })),
    ],
    _cancel: [ok('placed → cancelled, voided', f.placed, async (id) => (await order(id)).payment_status === 'voided')],
    _approve: [ok('placed → approved', f.placed, is('status', 'approved')), refused('pending', f.sharedPending)],
    _approve_and_capture: [ok('placed → approved and paid', f.placed, is('payment_status', 'paid'))],
    _authorize: [
      ok(
        'pending → authorized',
        () => f.pending(),
        async (id) =>
          (await order(id)).payment_status === 'authorized' && (await f.count(`orders/${id}/authorizations`)) === 1,
      ),
      refused('already authorized', f.sharedPlaced),
    ],
    _capture: [
      ok(
        'authorized → paid, capture linked',
        f.placed,
        async (id) => (await order(id)).payment_status === 'paid' && (await f.count(`orders/${id}/captures`)) === 1,
      ),
      refused('unpaid', f.sharedPending),
    ],
    _refund: [
      ok(
        'paid → refunded',
        () => f.inStatus(['_capture']),
        async (id) => (await order(id)).payment_status === 'refunded' && (await f.count(`orders/${id}/refunds`)) === 1,
      ),
      refused('unpaid', f.sharedPending),
      refused('authorized only', f.sharedPlaced),
    ],
    _update_taxes: [ok('pending', f.sharedPending)],
    _refresh: [ok('pending', f.sharedPending)],
    _nullify_payment_source: [ok('pending', () => f.pending()), refused('placed', f.sharedPlaced)],
    _commit_invoice: [refused('manual tax calculator', f.sharedPlaced)],
    _refund_invoice: [refused('manual tax calculator', () => f.inStatus(['_cancel']))],
    _validate: [
      ok('ready pending order', f.sharedPending),
      refused('draft order', () => f.create('orders', {}, { market: { type: 'markets', id: marketId } })),
    ],
    _create_subscriptions: [
      ok(
        'line with a frequency',
        () => f.placed({ frequency: 'monthly' }),
        async (id) => (await f.count(`orders/${id}/order_subscriptions`)) === 1,
      ),
      refused('no frequency', f.sharedPlaced),
    ],
    _start_editing: [ok('placed → editing', f.placed, is('status', 'editing')), refused('pending', f.sharedPending)],
    _stop_editing: [
      ok('editing → placed', () => f.inStatus(['_start_editing']), is('status', 'placed')),
      refused('placed', f.sharedPlaced),
    ],
  };
}

let marketId = '';

function shipmentScenarios(f: Fixtures): Book {
  const status = (value: string) => async (id: string) => (await f.attrs('shipments', id)).status === value;
  const reservations = async (id: string) => {
    const order = (await f.get(`shipments/${id}/order`)).id;
    return f.count(`orders/${order}/stock_reservations`);
  };
  return {
    _on_hold: [ok('upcoming → on_hold', () => f.shipment(), status('on_hold'))],
    _upcoming: [
      ok('on_hold → upcoming', () => f.shipment(['_on_hold']), status('upcoming')),
      refused('upcoming', f.sharedShipment),
    ],
    _picking: [ok('upcoming → picking', () => f.shipment(), status('picking'))],
    _packing: [ok('picking → packing', () => f.shipment(['_picking']), status('packing'))],
    _ready_to_ship: [
      ok('packing → ready_to_ship', () => f.shipment(['_picking', '_packing']), status('ready_to_ship')),
    ],
    _ship: [
      ok('ready_to_ship → shipped', () => f.shipment(['_picking', '_packing', '_ready_to_ship']), status('shipped')),
    ],
    _reserve_stock: [
      ok(
        'reservations made',
        () => f.shipment(),
        async (id) => (await reservations(id)) > 0,
      ),
    ],
    _release_stock: [
      ok(
        'reservations gone',
        () => f.shipment(['_reserve_stock']),
        async (id) => (await reservations(id)) === 0,
      ),
      refused('nothing reserved', f.sharedShipment),
    ],
    _decrement_stock: [
      ok(
        'reservations consumed',
        () => f.shipment(['_reserve_stock']),
        async (id) => (await reservations(id)) === 0,
      ),
      refused('nothing reserved', f.sharedShipment),
    ],
    _get_rates: [
      ok(
        'rates listed',
        () => f.shipment(),
        async (id) => Array.isArray((await f.attrs('shipments', id)).rates),
      ),
    ],
    _purchase: [refused('no selected rate', f.sharedShipment)],
  };
}

function stockScenarios(f: Fixtures, origin: () => Promise<string[]>): Record<string, Book> {
  const transfer = async (flags: string[]) => {
    const [from, to] = await origin();
    const { sku } = await f.ownSku(5);
    const id = await f.create(
      'stock_transfers',
      { quantity: 1 },
      {
        sku: { type: 'skus', id: sku },
        origin_stock_location: { type: 'stock_locations', id: from },
        destination_stock_location: { type: 'stock_locations', id: to },
      },
    );
    for (const flag of flags) await f.act('stock_transfers', id, { [flag]: true });
    return id;
  };
  const st = (value: string) => async (id: string) => (await f.attrs('stock_transfers', id)).status === value;
  const stockLine = async (flags: string[] = []) => {
    const id = await f.first(`orders/${await f.placed()}/stock_line_items`);
    for (const flag of flags) await f.act('stock_line_items', id, { [flag]: true });
    return id;
  };
  const held = async (id: string) =>
    f.count(`line_items/${(await f.get(`stock_line_items/${id}/line_item`)).id}/stock_reservations`);
  const pendingLine = async () => f.lineOf(await f.pending());
  return {
    stock_transfers: {
      _upcoming: [ok('draft → upcoming', () => transfer([]), st('upcoming'))],
      _on_hold: [ok('upcoming → on_hold', () => transfer(['_upcoming']), st('on_hold'))],
      _picking: [
        ok('upcoming → picking', () => transfer(['_upcoming']), st('picking')),
        refused('draft', () => transfer([])),
      ],
      _in_transit: [ok('picking → in_transit', () => transfer(['_upcoming', '_picking']), st('in_transit'))],
      _complete: [
        ok('in_transit → completed', () => transfer(['_upcoming', '_picking', '_in_transit']), st('completed')),
        refused('draft', () => transfer([])),
      ],
      _cancel: [ok('upcoming → cancelled', () => transfer(['_upcoming']), st('cancelled'))],
    },
    stock_line_items: {
      _reserve_stock: [
        ok(
          'held',
          () => stockLine(),
          async (id) => (await held(id)) === 1,
        ),
      ],
      _release_stock: [
        ok(
          'released',
          () => stockLine(['_reserve_stock']),
          async (id) => (await held(id)) === 0,
        ),
        refused('nothing held', () => stockLine()),
      ],
      _decrement_stock: [
        ok(
          'consumed',
          () => stockLine(['_reserve_stock']),
          async (id) => (await held(id)) === 0,
        ),
      ],
    },
    stock_reservations: {
      _pending: [
        ok(
          'draft → pending',
          async () => {
            const line = await pendingLine();
            await f.act('line_items', line, { _reserve_stock: true });
            return f.first(`line_items/${line}/stock_reservations`);
          },
          async (id) => (await f.attrs('stock_reservations', id)).status === 'pending',
        ),
      ],
    },
    line_items: {
      _reserve_stock: [
        ok('pending order', pendingLine, async (id) => (await f.count(`line_items/${id}/stock_reservations`)) === 1),
        refused('placed order', async () => f.lineOf(await f.sharedPlaced())),
      ],
      _external_price: [refused('no external prices URL', async () => f.lineOf(await f.sharedPending()))],
    },
    return_line_items: {
      _restock: [
        ok(
          'received',
          async () => (await f.returnIn(['_request', '_approve', '_ship', '_receive'])).item,
          async (id) => !!(await f.attrs('return_line_items', id)).restocked_at,
        ),
        refused('requested', async () => (await f.returnIn(['_request'])).item),
      ],
    },
  };
}

export async function checkActions(ledger: Ledger, t: Tokens): Promise<void> {
  const f = new Fixtures(t.admin, t.shop);
  marketId = await f.market();
  let locations: string[] | undefined;
  const origin = async () => {
    if (!locations) {
      const from = (await f.get('stock_locations'))[0].id;
      const to = await f.create('stock_locations', { name: `Conformance ${Date.now()}` });
      locations = [from, to];
    }
    return locations;
  };
  const books: Record<string, Book> = {
    orders: orderScenarios(f),
    shipments: shipmentScenarios(f),
    ...stockScenarios(f, origin),
    ...otherScenarios(f),
  };
  const checkType = async (type: string) => {
    for (const flag of ACTION_TABLE[type]) {
      const scenarios = books[type]?.[flag];
      if (!scenarios?.length) ledger.add(type, `${flag}: no scenario`, false, -1);
      for (const s of scenarios ?? []) await run(ledger, t, type, flag, s);
    }
  };
  // Enabling and disabling seeded markets, methods and promotions would disturb orders built meanwhile: those
  // types run alone, after the others (three types at a time).
  const types = Object.keys(ACTION_TABLE);
  const exclusive = (type: string) =>
    'markets payment_methods shipping_methods'.includes(type) || type.endsWith('_promotions');
  const queue = types.filter((type) => !exclusive(type));
  const worker = async () => {
    for (let type = queue.shift(); type; type = queue.shift()) await checkType(type);
  };
  await Promise.all([worker(), worker(), worker()]);
  for (const type of types.filter(exclusive)) await checkType(type);
}

async function run(ledger: Ledger, t: Tokens, type: string, flag: string, s: Scenario): Promise<void> {
  const what = `${flag} (${s.name})`;
  let id: string;
  try {
    id = await s.setup();
  } catch (error) {
    ledger.add(type, what, false, -1, `setup: ${String(error).slice(0, 160)}`);
    return;
  }
  const resource = resourceOf(t.cl, type);
  const attributes = { [flag]: true, ...s.attributes };
  const result = await outcome(() => resource.update({ id, ...attributes }));
  let effect = true;
  if (result.status === 200 && s.effect) effect = await s.effect(id).catch(() => false);
  const shaped = result.status < 400 || (result.errors ?? []).every((e: any) => e.code && e.title && e.status);
  ledger.add(
    type,
    what,
    result.status === s.status && effect && shaped,
    result.status,
    effect ? undefined : 'no effect',
  );
}
