import 'server-only';
import { randomUUID } from 'node:crypto';
import { integrationClient } from '@/lib/commerce/integration-client';
import type { CommerceClient } from '@/lib/commerce/sdk';

type Json = Record<string, unknown>;

export interface PlatformData {
  customers: Json[];
  orders: Json[];
  giftCards: Json[];
  inStockSubscriptions: Json[];
}

export interface PersonalPlatform {
  find(email: string): Promise<PlatformData>;
  /** Anonymises what `find` returns; counts what it changed. */
  erase(email: string): Promise<Record<keyof PlatformData, number>>;
}

/** The address that replaces an erased one: unique, unroutable (.invalid) and derived from nothing. */
const erasedAddress = () => `erased-${randomUUID()}@erased.invalid`;

const pageSize = 25;

async function all<T>(list: (page: number) => Promise<T[] & { pageCount?: number }>): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; page <= 40; page++) {
    const batch = await list(page);
    rows.push(...batch);
    if (batch.length < pageSize || (batch.pageCount ?? page) <= page) break;
  }
  return rows;
}

function address(value: unknown): Json | null {
  if (!value || typeof value !== 'object') return null;
  const a = value as Json;
  const pick = ['first_name', 'last_name', 'company', 'line_1', 'line_2', 'city', 'zip_code', 'state_code'];
  return Object.fromEntries([...pick, 'country_code', 'phone', 'billing_info'].map((key) => [key, a[key] ?? null]));
}

async function search(client: CommerceClient, email: string) {
  const [customers, orders, giftCards, inStockSubscriptions] = await Promise.all([
    all((page) => client.customers.list({ filters: { email_eq: email }, pageSize, pageNumber: page })),
    all((page) =>
      client.orders.list({
        filters: { customer_email_eq: email },
        include: ['billing_address', 'shipping_address'],
        pageSize,
        pageNumber: page,
      }),
    ),
    all((page) => client.gift_cards.list({ filters: { recipient_email_eq: email }, pageSize, pageNumber: page })),
    all((page) =>
      client.in_stock_subscriptions.list({ filters: { customer_email_eq: email }, pageSize, pageNumber: page }),
    ),
  ]);
  return { customers, orders, giftCards, inStockSubscriptions };
}

/** The commerce platform through the integration client (lib/commerce/integration-client.ts). */
export function commercePlatform(client: () => Promise<CommerceClient> = integrationClient): PersonalPlatform {
  return {
    async find(email) {
      const found = await search(await client(), email);
      return {
        customers: found.customers.map((c) => ({ id: c.id, email: c.email, status: c.status, metadata: c.metadata })),
        orders: found.orders.map((o) => ({
          id: o.id,
          number: o.number,
          status: o.status,
          placed_at: o.placed_at ?? null,
          customer_email: o.customer_email,
          currency_code: o.currency_code,
          total_amount_cents: o.total_amount_with_taxes_cents ?? o.total_amount_cents ?? null,
          metadata: o.metadata ?? {},
          billing_address: address(o.billing_address),
          shipping_address: address(o.shipping_address),
        })),
        giftCards: found.giftCards.map((g) => ({ id: g.id, code: g.code, recipient_email: g.recipient_email })),
        inStockSubscriptions: found.inStockSubscriptions.map((s) => ({
          id: s.id,
          customer_email: s.customer_email,
          sku_code: s.sku_code ?? null,
          status: s.status,
          created_at: s.created_at,
          metadata: s.metadata ?? {},
        })),
      };
    },
    async erase(email) {
      const api = await client();
      const found = await search(api, email);
      for (const customer of found.customers)
        await api.customers.update({ id: customer.id, email: erasedAddress(), metadata: {} });
      for (const order of found.orders) {
        const metadata = Object.fromEntries(Object.entries(order.metadata ?? {}).filter(([key]) => key !== 'ip'));
        await api.orders.update({ id: order.id, customer_email: erasedAddress(), metadata });
      }
      for (const card of found.giftCards)
        await api.gift_cards.update({ id: card.id, recipient_email: erasedAddress() });
      // A back-in-stock alert is only a wish to be mailed: nothing to keep, so it goes (ADR 0027).
      for (const subscription of found.inStockSubscriptions) await api.in_stock_subscriptions.delete(subscription.id);
      return {
        customers: found.customers.length,
        orders: found.orders.length,
        giftCards: found.giftCards.length,
        inStockSubscriptions: found.inStockSubscriptions.length,
      };
    },
  };
}
