import type { Store } from '../db/store';

/**
 * What the site follows: `orders.place` with the shipping address (self-referral check) and the lines (the buyer's
 * confirmation mail); a shipment or return with its order, since a relationship carries its id only when included;
 * an in-stock subscription's notice (the shopper's back-in-stock mail); a stock item's change (the product's cached
 * pages expire at once).
 */
const siteTopics: Record<string, string[]> = {
  'orders.place': ['shipping_address', 'line_items'],
  'orders.cancel': [],
  'shipments.deliver': ['order'],
  'returns.receive': ['order'],
  'in_stock_subscriptions.notify': [],
  'stock_items.update': [],
};

/**
 * The storefront's webhooks, as an administrator sets them up on the hosted platform: one per topic to
 * `SANDBOX_SITE_WEBHOOK_URL`, signed with `SANDBOX_SITE_WEBHOOK_SECRET` (the site's COMMERCE_WEBHOOK_SECRET). Kept
 * in step on every start: an existing one gets the current secret and a closed circuit.
 */
export async function subscribeSite(store: Store, callbackUrl: string, secret: string): Promise<number> {
  const existing = (await store.all('webhooks')).filter((hook) => hook.attributes.callback_url === callbackUrl);
  for (const [topic, include] of Object.entries(siteTopics)) {
    const attributes = {
      shared_secret: secret,
      include_resources: include,
      circuit_state: 'closed',
      circuit_failure_count: 0,
      disabled_at: null,
    };
    const hook = existing.find((candidate) => candidate.attributes.topic === topic);
    if (hook) await store.save(Object.assign(hook, { attributes: { ...hook.attributes, ...attributes } }));
    else
      await store.insert('webhooks', { name: `storefront ${topic}`, topic, callback_url: callbackUrl, ...attributes });
  }
  return Object.keys(siteTopics).length;
}
