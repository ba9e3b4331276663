/**
 * Topics whose resource changes what a product's buy box shows: its price, its stock (a stock item's change, or the
 * platform's notice that a sold-out SKU is back for its subscribers), the SKU itself.
 */
const productTopics: Record<string, string> = {
  'prices.update': 'prices',
  'stock_items.update': 'stock_items',
  'in_stock_subscriptions.notify': 'in_stock_subscriptions',
  'skus.update': 'skus',
};

/** The SKU code whose pages a commerce webhook makes stale, or null when the topic changes no buy box. */
export function changedSkuOf(topic: string, resource: { type: string; attributes?: Record<string, unknown> }) {
  if (productTopics[topic] !== resource.type) return null;
  const code = resource.type === 'skus' ? resource.attributes?.code : resource.attributes?.sku_code;
  return typeof code === 'string' && code.trim() ? code.trim() : null;
}
