import 'server-only';
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { firstTime } from '@/lib/db/processed-events';
import { inTransaction } from '@/lib/db/transaction';
import type { Database } from '@/lib/db/schema';
import { siteOrigin } from '@/lib/http/site-origin';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { skuRoute, sparePartAnchor } from '@/lib/catalogue/products';
import { skuName } from '@/lib/catalogue/sku-display';
import { enqueueMail } from '@/lib/mail/outbox';
import { matchPath, pathFor } from '@/lib/routes/paths';

type Resource = { id: string; type: string; attributes?: Record<string, unknown> };

export interface BackInStockNotice {
  subscriptionId: string;
  email: string;
  locale: Locale;
  name: string;
  /** The product's page in the subscriber's language (the page asked on for a SKU the site does not sell). */
  path: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The facts of an `in_stock_subscriptions.notify` payload the mail needs: address, language, product, page; null for
 * a subscription its owner never confirmed by mail (`metadata.confirmed_at`, lib/stock-alerts/request.ts).
 */
export function backInStockOf(data: Resource): BackInStockNotice | null {
  const attributes = data.attributes ?? {};
  const email = text(attributes.customer_email);
  const skuCode = text(attributes.sku_code);
  if (data.type !== 'in_stock_subscriptions' || !email.includes('@') || !skuCode) return null;
  const metadata = (attributes.metadata ?? {}) as Record<string, unknown>;
  if (!text(metadata.confirmed_at)) return null;
  const language = text(metadata.locale);
  const locale = isLocale(language) ? language : 'en';
  const page = text(metadata.path);
  const asked = page.startsWith('/') && !page.startsWith('//') && matchPath(page) ? page : '/';
  return {
    subscriptionId: data.id,
    email,
    locale,
    name: skuName(skuCode, skuCode, locale),
    path: productPath(skuCode, locale) ?? asked,
  };
}

/** Where the product is sold in the subscriber's language: its page, or its card on the spare-parts page. */
function productPath(skuCode: string, locale: Locale): string | undefined {
  const route = skuRoute(skuCode);
  if (!route) return undefined;
  return route.pathname === '/spare-parts'
    ? `${pathFor(locale, route)}#${sparePartAnchor(skuCode)}`
    : pathFor(locale, route);
}

const noticeId = (subscriptionId: string) =>
  createHash('sha256').update(`back-in-stock\n${subscriptionId}`).digest('hex');

/**
 * Queues the shopper's back-in-stock mail in their language, once per subscription however often it is retried: the
 * address confirmed it wants this mail, so no budget of mail to unconfirmed addresses applies.
 */
export async function queueBackInStock(db: Kysely<Database>, notice: BackInStockNotice): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const fresh = await firstTime(trx, noticeId(notice.subscriptionId), 'in_stock_subscriptions.notify');
    if (!fresh) return false;
    await enqueueMail(trx, {
      template: 'back-in-stock',
      locale: notice.locale,
      to: notice.email,
      data: { name: notice.name, productUrl: `${siteOrigin()}${notice.path}` },
    });
    return true;
  });
}
