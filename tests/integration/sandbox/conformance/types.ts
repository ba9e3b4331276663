/* eslint-disable @typescript-eslint/no-explicit-any -- the SDK is driven generically, by type name */
import type { CommerceLayerBundle } from '@commercelayer/sdk/bundle';
import type { ResourceType } from '../../../../sandbox/catalogue/types';
import { api } from '../api';
import { ADDRESS } from '../orders';
import { type Ledger, outcome, resourceOf } from './ledger';

export interface Tokens {
  admin: string;
  shop: string;
  cl: CommerceLayerBundle;
}

const unique = () => `conf-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
// Promotions start in the far future so they never discount the orders other suites build meanwhile.
const PROMOTION = { starts_at: '2099-01-01T00:00:00.000Z', expires_at: '2099-12-31T00:00:00.000Z' };
/** Attributes that make a create of the type valid on its own (types needing relationships answer 422). */
const SAMPLE: Record<string, () => Record<string, unknown>> = {
  imports: () => ({ resource_type: 'skus', inputs: [] }),
  exports: () => ({ resource_type: 'skus' }),
  cleanups: () => ({ resource_type: 'skus' }),
  tags: () => ({ name: unique() }),
  customer_groups: () => ({ name: unique() }),
  customers: () => ({ email: `${unique()}@viridea.test` }),
  addresses: () => ({ ...ADDRESS }),
  skus: () => ({ code: unique(), name: 'Conformance' }),
  price_lists: () => ({ name: unique(), currency_code: 'EUR' }),
  shipping_methods: () => ({ name: unique() }),
  stock_locations: () => ({ name: unique() }),
  gift_cards: () => ({ balance_cents: 100, currency_code: 'EUR' }),
  webhooks: () => ({ topic: 'orders.place', callback_url: 'http://127.0.0.1:9/conformance' }),
  customer_password_resets: () => ({ customer_email: 'customer@viridea.test' }),
  in_stock_subscriptions: () => ({ customer_email: 'customer@viridea.test', sku_code: 'VERDE-POT' }),
  ...Object.fromEntries(
    ['buy_x_pay_y', 'free_gift', 'free_shipping', 'external'].map((k) => [
      `${k}_promotions`,
      () => ({ name: unique(), ...PROMOTION }),
    ]),
  ),
  percentage_discount_promotions: () => ({ name: unique(), ...PROMOTION, percentage: 5 }),
  fixed_amount_promotions: () => ({ name: unique(), ...PROMOTION, fixed_amount_cents: 100 }),
  fixed_price_promotions: () => ({ name: unique(), ...PROMOTION, fixed_amount_cents: 100 }),
};
const sampleAttributes = (type: string) => SAMPLE[type]?.() ?? {};
const FAKE_ID = 'zzzzzzzzzz';
const path = (type: string) =>
  type === 'applications' ? 'application' : type === 'organizations' ? 'organization' : type;
const doc = (type: string, attributes: Record<string, unknown>, id?: string) => ({
  data: { type, ...(id ? { id } : {}), attributes },
});

/** Every generic check of one catalogue type: operations, refusals, relationships, queries, error shapes. */
export async function checkType(ledger: Ledger, entry: ResourceType, t: Tokens): Promise<void> {
  const { type, operations } = entry;
  const sdkResource = resourceOf(t.cl, type);
  if (operations === 'singleton') {
    await ledger.expect(type, 'read singleton', [200], () => api('GET', path(type), t.admin));
    await ledger.expect(type, 'refuse update (405)', [405], () =>
      api('PATCH', path(type), t.admin, doc(type, { reference: 'x' })),
    );
    return;
  }
  const listed = await ledger.expect(type, 'list', [200], () =>
    sdkResource ? sdkResource.list({ pageSize: 2 }) : api('GET', `${type}?page[size]=2`, t.admin),
  );
  let sample: string | undefined = (Array.isArray(listed) ? listed : listed?.data)?.[0]?.id;
  if (sample) await ledger.expect(type, 'retrieve', [200], () => api('GET', `${type}/${sample}`, t.admin));
  await ledger.expect(type, 'unknown sort field (400)', [400], () => api('GET', `${type}?sort=no_such_field`, t.admin));
  await ledger.expect(type, 'unknown id (404)', [404], () => api('GET', `${type}/${FAKE_ID}`, t.admin));

  const canCreate = operations === 'crud' || operations === 'create-delete';
  const canUpdate = operations === 'crud' || operations === 'update-only';
  const canDelete = operations === 'crud' || operations === 'create-delete';
  let created: string | undefined;
  if (canCreate) {
    const attempt = await outcome(() =>
      api('POST', type, t.admin, doc(type, { reference: 'conf', ...sampleAttributes(type) })),
    );
    const pointed = attempt.errors?.every((e: any) => typeof e.source?.pointer === 'string');
    ledger.add(
      type,
      'create (201, or 422 naming what is missing)',
      attempt.status === 201 || (attempt.status === 422 && !!pointed),
      attempt.status,
    );
    if (attempt.status === 201) created = attempt.value.data.id;
    await ledger.expect(type, 'create with unknown attribute (400)', [400], () =>
      api('POST', type, t.admin, doc(type, { ...sampleAttributes(type), no_such_attribute: 1 })),
    );
  } else
    await ledger.expect(type, 'refuse create (405)', [405], () =>
      api('POST', type, t.admin, doc(type, { reference: 'x' })),
    );
  sample = created ?? sample;
  const target = sample ?? FAKE_ID;
  if (canUpdate) {
    if (sample) {
      const update = await outcome(() =>
        api('PATCH', `${type}/${sample}`, t.admin, doc(type, { reference: 'conf-2' }, sample)),
      );
      const blocked = update.status === 422 && !!update.errors?.every((e: any) => e.source?.pointer);
      ledger.add(type, 'update (200, or 422 naming what blocks it)', update.status === 200 || blocked, update.status);
      await ledger.expect(type, 'update with unknown attribute (400)', [400], () =>
        api('PATCH', `${type}/${sample}`, t.admin, doc(type, { no_such_attribute: 1 }, sample)),
      );
      await ledger.expect(type, 'unknown action flag (400)', [400], () =>
        api('PATCH', `${type}/${sample}`, t.admin, doc(type, { _no_such_action: true }, sample)),
      );
    }
  } else
    await ledger.expect(type, 'refuse update (405)', [405], () =>
      api('PATCH', `${type}/${target}`, t.admin, doc(type, { reference: 'x' }, target)),
    );
  if (!canDelete)
    await ledger.expect(type, 'refuse delete (405)', [405], () => api('DELETE', `${type}/${target}`, t.admin));

  for (const name of entry.relations.keys()) {
    if (!sample) {
      await ledger.expect(type, `related ${name} of unknown id (404)`, [404], () =>
        api('GET', `${type}/${FAKE_ID}/${name}`, t.admin),
      );
      continue;
    }
    const viaSdk = sdkResource && typeof sdkResource[name] === 'function';
    await ledger.expect(type, `related ${name}`, [200], () =>
      viaSdk ? sdkResource[name](sample) : api('GET', `${type}/${sample}/${name}`, t.admin),
    );
    await ledger.expect(type, `include ${name}`, [200], () => api('GET', `${type}/${sample}?include=${name}`, t.admin));
  }
  await ledger.expect(type, 'unknown include (400)', [400], () =>
    api('GET', `${type}?include=no_such_relation`, t.admin),
  );
  if (canCreate)
    await ledger.expect(type, 'sales channel: permission or parameter error, never 422', [400, 401, 403], () =>
      api('POST', type, t.shop, doc(type, { no_such_attribute: 1 })),
    );
  if (created && canDelete) {
    await ledger.expect(type, 'delete (204)', [204], () => api('DELETE', `${type}/${created}`, t.admin));
    await ledger.expect(type, 'deleted is gone (404)', [404], () => api('GET', `${type}/${created}`, t.admin));
  }
}
