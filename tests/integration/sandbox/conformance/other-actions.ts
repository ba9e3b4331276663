import { ACTION_TABLE } from '../../../../sandbox/catalogue/actions';
import { type Book, type Fixtures, ok, refused } from './fixtures';

const PROMOTION_KINDS: Record<string, Record<string, unknown>> = {
  buy_x_pay_y_promotions: { x: 2, y: 1 },
  fixed_amount_promotions: { fixed_amount_cents: 100 },
  fixed_price_promotions: { fixed_amount_cents: 100 },
  free_gift_promotions: { max_quantity: 1 },
  free_shipping_promotions: {},
  percentage_discount_promotions: { percentage: 5 },
  external_promotions: { promotion_url: 'https://promotions.test/hook' },
};
const PAYMENTS = [
  'adyen_payments',
  'checkout_com_payments',
  'axerve_payments',
  'klarna_payments',
  'satispay_payments',
  'stripe_payments',
];

/** Enable and disable on one record, which ends enabled as it began (later suites use the seeded records). */
function toggles(f: Fixtures, type: string, setup: () => Promise<string>): Book {
  let id: Promise<string> | undefined;
  const once = () => (id ??= setup());
  const disabled = async (rid: string) => !!(await f.attrs(type, rid)).disabled_at;
  return {
    _disable: [
      ok('disabled_at set', once, async (rid) => {
        const done = await disabled(rid);
        await f.act(type, rid, { _enable: true });
        return done;
      }),
    ],
    _enable: [
      ok(
        'disabled → enabled',
        async () => {
          const rid = await once();
          await f.act(type, rid, { _disable: true });
          return rid;
        },
        async (rid) => !(await disabled(rid)),
      ),
    ],
  };
}

async function promotion(f: Fixtures, type: string): Promise<string> {
  const existing = await f.get(`${type}?page[size]=1`);
  if (existing.length) return existing[0].id;
  const skuList = (await f.get('sku_lists'))[0].id;
  const now = Date.now();
  return f.create(
    type,
    {
      name: `Conformance ${type}`,
      starts_at: new Date(now + 365 * 86_400_000).toISOString(),
      expires_at: new Date(now + 366 * 86_400_000).toISOString(),
      ...PROMOTION_KINDS[type],
    },
    type === 'free_shipping_promotions' || type === 'external_promotions'
      ? {}
      : { sku_list: { type: 'sku_lists', id: skuList } },
  );
}

export function otherScenarios(f: Fixtures): Record<string, Book> {
  let resetToken = '';
  const ret = (flags: string[]) => async () => (await f.returnIn(flags)).ret;
  const returnStatus = (value: string) => async (id: string) => (await f.attrs('returns', id)).status === value;
  const authorization = async (flags: string[] = []) => f.first(`orders/${await f.inStatus(flags)}/authorizations`);
  const orderOf = async (type: string, id: string) => f.attrs('orders', (await f.get(`${type}/${id}/order`)).id);
  const capture = async () => f.first(`orders/${await f.inStatus(['_capture'])}/captures`);
  const giftCard = async (flags: string[]) => {
    const id = await f.create('gift_cards', { balance_cents: 1000, currency_code: 'EUR' });
    for (const flag of flags) await f.act('gift_cards', id, { [flag]: true });
    return id;
  };
  const card = (field: string, value: unknown) => async (id: string) =>
    (await f.attrs('gift_cards', id))[field] === value;
  const subscription = async (flags: string[]) => {
    const id = await f.create(
      'order_subscriptions',
      { frequency: 'monthly' },
      {
        market: { type: 'markets', id: await f.market() },
        source_order: { type: 'orders', id: await f.placed() },
      },
    );
    for (const flag of flags) await f.act('order_subscriptions', id, { [flag]: true });
    return id;
  };
  const subStatus = (type: string, value: string) => async (id: string) => (await f.attrs(type, id)).status === value;
  const inStock = async (flags: string[]) => {
    const id = await f.create(
      'in_stock_subscriptions',
      { customer_email: 'alert@viridea.test', sku_code: 'VERDE-POT' },
      {
        market: { type: 'markets', id: await f.market() },
      },
    );
    for (const flag of flags) await f.act('in_stock_subscriptions', id, { [flag]: true });
    return id;
  };
  const bundle = async () =>
    f.create(
      'bundles',
      {
        code: `BNDL-${Date.now()}`,
        name: 'Conformance bundle',
        currency_code: 'EUR',
        price_amount_cents: 1,
        compare_at_amount_cents: 1,
      },
      {
        market: { type: 'markets', id: await f.market() },
        sku_list: { type: 'sku_lists', id: (await f.get('sku_lists?filter[q][name_eq]=Products'))[0].id },
      },
    );
  const payment =
    (type: string, attributes: Record<string, unknown> = {}) =>
    async (placed = false) => {
      const order = placed ? await f.sharedPlaced() : await f.sharedPending();
      return f.create(type, attributes, { order: { type: 'orders', id: order } });
    };
  const paymentBook = (type: string, flags: string[]): Book => {
    const make = payment(type, type === 'checkout_com_payments' ? { token: 'tok_conformance' } : {});
    const extra = type === 'adyen_payments' ? { payment_request_details: { details: { threeds: 'ok' } } } : undefined;
    return Object.fromEntries(
      flags.map((flag) => [
        flag,
        [ok('open order', () => make(), undefined, extra), refused('placed order', () => make(true), extra)],
      ]),
    );
  };
  const webhook = async () =>
    f.create('webhooks', { topic: 'orders.place', callback_url: 'http://127.0.0.1:9/conformance' });

  return {
    returns: {
      _request: [ok('draft → requested', ret([]), returnStatus('requested'))],
      _approve: [ok('requested → approved', ret(['_request']), returnStatus('approved')), refused('draft', ret([]))],
      _cancel: [ok('draft → cancelled', ret([]), returnStatus('cancelled'))],
      _reject: [ok('requested → rejected', ret(['_request']), returnStatus('rejected'))],
      _ship: [ok('approved → shipped', ret(['_request', '_approve']), returnStatus('shipped'))],
      _receive: [ok('shipped → received', ret(['_request', '_approve', '_ship']), returnStatus('received'))],
      _restock: [
        ok(
          'received → restocked',
          ret(['_request', '_approve', '_ship', '_receive']),
          async (id) => !!(await f.attrs('returns', id)).restocked_at,
        ),
      ],
      _archive: [ok('archived', ret([]), async (id) => !!(await f.attrs('returns', id)).archived_at)],
      _unarchive: [ok('unarchived', ret(['_archive']), async (id) => !(await f.attrs('returns', id)).archived_at)],
    },
    markets: toggles(f, 'markets', () => f.market()),
    payment_methods: toggles(f, 'payment_methods', () => f.first('payment_methods')),
    shipping_methods: toggles(f, 'shipping_methods', () => f.first('shipping_methods')),
    ...Object.fromEntries(Object.keys(PROMOTION_KINDS).map((k) => [k, toggles(f, k, () => promotion(f, k))])),
    authorizations: {
      _capture: [
        ok(
          'order paid, capture linked',
          () => authorization(),
          async (id) =>
            (await orderOf('authorizations', id)).payment_status === 'paid' &&
            (await f.count(`authorizations/${id}/captures`)) === 1,
        ),
        ok(
          'partial amount',
          () => authorization(),
          async (id) => (await orderOf('authorizations', id)).payment_status === 'partially_paid',
          { _capture_amount_cents: 100 },
        ),
        refused('voided', () => authorization(['_cancel'])),
      ],
      _void: [
        ok(
          'order voided, void linked',
          () => authorization(),
          async (id) =>
            (await orderOf('authorizations', id)).payment_status === 'voided' &&
            (await f.count(`orders/${(await f.get(`authorizations/${id}/order`)).id}/voids`)) === 1,
        ),
        refused('captured', () => authorization(['_capture'])),
      ],
    },
    captures: {
      _refund: [
        ok(
          'order refunded, refund linked',
          capture,
          async (id) => (await orderOf('captures', id)).payment_status === 'refunded',
        ),
        ok(
          'partial amount',
          capture,
          async (id) => (await orderOf('captures', id)).payment_status === 'partially_refunded',
          { _refund_amount_cents: 100 },
        ),
      ],
    },
    gift_cards: {
      _purchase: [ok('draft → inactive', () => giftCard([]), card('status', 'inactive'))],
      _activate: [ok('inactive → active', () => giftCard(['_purchase']), card('status', 'active'))],
      _deactivate: [ok('active → inactive', () => giftCard(['_purchase', '_activate']), card('status', 'inactive'))],
      _balance_change_cents: [
        ok('balance moves', () => giftCard(['_purchase', '_activate']), card('balance_cents', 900), {
          _balance_change_cents: -100,
        }),
      ],
    },
    order_subscriptions: {
      _activate: [ok('draft → active', () => subscription([]), subStatus('order_subscriptions', 'active'))],
      _deactivate: [
        ok('active → inactive', () => subscription(['_activate']), subStatus('order_subscriptions', 'inactive')),
        refused('draft', () => subscription([])),
      ],
      _cancel: [
        ok('active → cancelled', () => subscription(['_activate']), subStatus('order_subscriptions', 'cancelled')),
        refused('cancelled', () => subscription(['_cancel'])),
      ],
    },
    in_stock_subscriptions: {
      _activate: [
        ok('inactive → active', () => inStock(['_deactivate']), subStatus('in_stock_subscriptions', 'active')),
        refused('active', () => inStock([])),
      ],
      _deactivate: [ok('active → inactive', () => inStock([]), subStatus('in_stock_subscriptions', 'inactive'))],
    },
    bundles: {
      _compute_price_amount: [
        ok('sum of the products', bundle, async (id) => (await f.attrs('bundles', id)).price_amount_cents === 55600),
      ],
      _compute_compare_at_amount: [
        ok(
          'sum of compare-at amounts',
          bundle,
          async (id) => (await f.attrs('bundles', id)).compare_at_amount_cents >= 55600,
        ),
      ],
    },
    customer_password_resets: {
      _reset_password_token: [
        {
          name: 'with the issued token',
          status: 200,
          setup: async () => {
            const id = await f.create('customer_password_resets', { customer_email: 'customer@viridea.test' });
            resetToken = (await f.attrs('customer_password_resets', id)).reset_password_token;
            return id;
          },
          get attributes() {
            return { _reset_password_token: resetToken, customer_password: 'viridea-password' };
          },
          effect: async (id) => !('customer_password' in (await f.attrs('customer_password_resets', id))),
        },
        refused(
          'with another token',
          () => f.create('customer_password_resets', { customer_email: 'customer@viridea.test' }),
          {
            _reset_password_token: 'not-the-token',
            customer_password: 'viridea-password',
          },
        ),
      ],
    },
    ...Object.fromEntries(PAYMENTS.map((type) => [type, paymentBook(type, ACTION_TABLE[type] ?? [])])),
    webhooks: {
      ...toggles(f, 'webhooks', webhook),
      _reset_circuit: [
        ok('circuit closed', webhook, async (id) => (await f.attrs('webhooks', id)).circuit_state === 'closed'),
      ],
    },
  };
}
