import 'server-only';
import type { InStockSubscriptionCreate } from '@commercelayer/sdk';
import { integrationClient } from '@/lib/commerce/integration-client';
import type { Locale } from '@/lib/i18n/locales';

export interface StockAlertRequest {
  email: string;
  skuCode: string;
  marketCode: string;
  locale: Locale;
  /** The page the shopper asked on, linked from the mail. */
  path: string;
}

/**
 * One active `in_stock_subscriptions` record per address and SKU on the platform (asking again changes nothing), made
 * once its owner confirmed by mail (`confirmed_at`); the mail's language and link travel in its metadata.
 */
export async function subscribeToStock(request: StockAlertRequest, confirmedAt: Date): Promise<void> {
  const client = await integrationClient();
  const existing = await client.in_stock_subscriptions.list({
    filters: { customer_email_eq: request.email, sku_code_eq: request.skuCode, status_eq: 'active' },
    fields: { in_stock_subscriptions: ['id'] },
    pageSize: 1,
  });
  if (existing.length) return;
  const [market] = await client.markets.list({ filters: { code_eq: request.marketCode }, pageSize: 1 });
  const subscription: Partial<InStockSubscriptionCreate> = {
    customer_email: request.email,
    sku_code: request.skuCode,
    metadata: { locale: request.locale, path: request.path, confirmed_at: confirmedAt.toISOString() },
    ...(market ? { market: client.markets.relationship(market.id) } : {}),
  };
  await client.in_stock_subscriptions.create(subscription as InStockSubscriptionCreate);
}
