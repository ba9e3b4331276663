import 'server-only';
import type { Kysely } from 'kysely';
import { readCartSecret } from '@/lib/cart/secret';
import type { Database } from '@/lib/db/schema';
import { inTransaction } from '@/lib/db/transaction';
import { siteOrigin } from '@/lib/http/site-origin';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { enqueueMail } from '@/lib/mail/outbox';
import { linkKey, openLink, sealLink } from '@/lib/mail/sealed-link';
import { skuName } from '@/lib/catalogue/sku-display';
import { matchPath, pathFor } from '@/lib/routes/paths';
import { subscribeToStock, type StockAlertRequest } from './platform';

/** What an alert request carries until the address owner confirms it: nothing is stored before that. */
export type PendingAlert = StockAlertRequest & { expiresAt: number };

/** `value` when it is one of this site's paths in `locale` (the page an alert was asked on), else undefined. */
export function ownPath(value: unknown, locale: Locale): string | undefined {
  const own = typeof value === 'string' && value.length <= 300 && /^\/(?!\/)[\w\-/.%]*$/.test(value);
  return own && matchPath(value)?.locale === locale ? value : undefined;
}

/** How long the confirmation link works (a wish to be told, not urgent). */
const confirmLinkDays = 7;

let cachedKey: Buffer | undefined;
const key = () => (cachedKey ??= linkKey('stock-alert', readCartSecret()));

/**
 * Double opt-in for a back-in-stock alert: the request is sealed into the mailed link (lib/mail/sealed-link.ts), so
 * the site keeps nothing and the platform gets a subscription only once the owner confirms. The mail goes within
 * `mayMail` (the courtesy budget of mail to unconfirmed addresses); over it nothing is sent and the answer is the same.
 */
export async function requestStockAlert(
  db: Kysely<Database>,
  alert: StockAlertRequest,
  mayMail: (email: string) => Promise<boolean>,
  now = new Date(),
): Promise<void> {
  if (!(await mayMail(alert.email))) return;
  const token = sealLink(key(), { ...alert, expiresAt: now.getTime() + confirmLinkDays * 86_400_000 });
  const confirmUrl = `${siteOrigin()}${pathFor(alert.locale, { pathname: '/back-in-stock' })}?alert=${token}`;
  await inTransaction(db, (trx) =>
    enqueueMail(trx, {
      template: 'stock-alert-confirm',
      locale: alert.locale,
      to: alert.email,
      data: { name: skuName(alert.skuCode, alert.skuCode, alert.locale), confirmUrl, days: String(confirmLinkDays) },
    }),
  );
}

/** The alert of a link this site sealed and that has not expired at `now`; undefined for anything else. */
export function openStockAlert(token: string, now = new Date()): PendingAlert | undefined {
  const alert = openLink(key(), token) as Partial<PendingAlert> | undefined;
  const text = (value: unknown) => typeof value === 'string' && value.length > 0 && value.length <= 300;
  if (!alert || !text(alert.email) || !text(alert.skuCode) || !text(alert.marketCode) || !text(alert.path)) return;
  if (!isLocale(alert.locale) || typeof alert.expiresAt !== 'number' || alert.expiresAt <= now.getTime()) return;
  return alert as PendingAlert;
}

/**
 * The owner confirmed (a POST from the mailed link's page, so a mail scanner opening the link subscribes nobody): the
 * platform gets the subscription now, marked confirmed. Confirming again changes nothing (one per address and SKU).
 */
export async function confirmStockAlert(
  token: string,
  now = new Date(),
): Promise<{ status: 'confirmed'; path: string } | { status: 'invalid' }> {
  const alert = openStockAlert(token, now);
  if (!alert) return { status: 'invalid' };
  const { email, skuCode, marketCode, locale, path } = alert;
  await subscribeToStock({ email, skuCode, marketCode, locale, path }, now);
  return { status: 'confirmed', path };
}
