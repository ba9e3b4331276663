import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CommerceLayerBundle } from '@commercelayer/sdk/bundle';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/webhooks/commerce/route';
import { connectDatabase } from '@/lib/db/connect';
import { migrateToLatest } from '@/lib/db/migrate';
import type { Database } from '@/lib/db/schema';
import { closeDb } from '@/lib/db/server';
import type { Locale } from '@/lib/i18n/locales';
import { renderMail, type MailData, type TaxLabel } from '@/lib/mail/templates';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import it_ from '@/messages/it.json';
import { summaryOf } from '@/tests/support/order-mail';
import { testDatabase } from '../db/database';
import { baseUrl, integrationToken, marketToken, sdk } from '../sandbox/api';
import { addLine, newOrder } from '../sandbox/orders';
import { withOwnSandbox } from '../sandbox/own-sandbox';

withOwnSandbox();

const catalogues = { en, de, it: it_ } as const;
let db: Kysely<Database>;
let server: Server;
let secret = '';
const placedPayloads = new Map<string, string>();

interface Purchase {
  market: string;
  locale: Locale;
  address: {
    line_1: string;
    city: string;
    zip_code: string;
    country_code: string;
    company?: string;
    state_code?: string;
  };
  lines: Array<[string, number]>;
  coupon?: string;
  voucherCents?: number;
  currency: string;
}

const person = { first_name: 'Ada', last_name: 'Verdi', phone: '+39 011 123456' };

/** Places an order on the platform as the hosted checkout does: address, shipping and payment method, then place. */
async function place(ops: CommerceLayerBundle, purchase: Purchase): Promise<string> {
  const cl = sdk(await marketToken(purchase.market));
  const email = `buyer-${purchase.market}@example.com`;
  const order = await newOrder(cl, { customer_email: email, language_code: purchase.locale });
  for (const [sku, quantity] of purchase.lines) await addLine(cl, order.id, sku, quantity);
  if (purchase.coupon) await cl.orders.update({ id: order.id, coupon_code: purchase.coupon });
  if (purchase.voucherCents) {
    const card = await ops.gift_cards.create({
      balance_cents: purchase.voucherCents,
      currency_code: purchase.currency,
    });
    await ops.gift_cards._purchase(card.id);
    await ops.gift_cards._activate(card.id);
    await cl.orders.update({ id: order.id, gift_card_code: card.code });
  }
  const address = await cl.addresses.create({ ...person, ...purchase.address });
  const ready = await cl.orders.update(
    { id: order.id, shipping_address: cl.addresses.relationship(address.id), _billing_address_same_as_shipping: true },
    { include: ['shipments.available_shipping_methods', 'available_payment_methods'] },
  );
  for (const shipment of ready.shipments ?? [])
    await cl.shipments.update({
      id: shipment.id,
      shipping_method: cl.shipping_methods.relationship(shipment.available_shipping_methods![0].id),
    });
  await cl.orders.update({
    id: order.id,
    payment_method: cl.payment_methods.relationship(ready.available_payment_methods![0].id),
  });
  await cl.orders._place(order.id);
  return order.id;
}

/** What the site mailed for an order: the platform's own payload, delivered to the webhook route. */
async function mailOf(orderId: string, locale: Locale) {
  await expect.poll(() => placedPayloads.has(orderId), { timeout: 10_000 }).toBe(true);
  const body = placedPayloads.get(orderId)!;
  const response = await POST(
    new Request('http://shop.test/api/webhooks/commerce', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-CommerceLayer-Topic': 'orders.place',
        'X-CommerceLayer-Signature': createHmac('sha256', secret).update(body).digest('base64'),
      },
      body,
    }),
  );
  expect(response.status).toBeLessThan(300);
  const number = JSON.parse(body).data.attributes.number;
  const row = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('template', '=', 'order-confirmation')
    .where('locale', '=', locale)
    .execute()
    .then((rows) => rows.find((candidate) => candidate.data.number === number));
  const data = row!.data as MailData['order-confirmation'];
  return { data, mail: renderMail('order-confirmation', locale, data) };
}

beforeAll(async () => {
  // lib/commerce (the referral rules the same webhook runs) talks to this file's own sandbox.
  process.env.SANDBOX_PORT = new URL(baseUrl()).port;
  process.env.NEXT_PUBLIC_SITE_URL = 'https://shop.test';
  const url = await testDatabase();
  process.env.DATABASE_URL = url;
  db = connectDatabase(url, 2);
  await migrateToLatest(db);
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      placedPayloads.set(JSON.parse(body).data.id, body);
      res.end('ok');
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const ops = sdk(await integrationToken());
  const hook = await ops.webhooks.create({
    topic: 'orders.place',
    callback_url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    include_resources: ['shipping_address', 'line_items'],
  });
  secret = hook.shared_secret;
  process.env.COMMERCE_WEBHOOK_SECRET = secret;
}, 60_000);

afterAll(async () => {
  server?.close();
  await closeDb();
  await db?.destroy();
});

const purchases: Array<Purchase & { taxRow: 'before' | 'after'; taxLabel: TaxLabel }> = [
  {
    // Italy, private: VAT in the prices; buy 2 and save, the newsletter code and a voucher.
    market: 'it-consumer',
    locale: 'it',
    currency: 'EUR',
    address: { line_1: 'Via Roma 1', city: 'Torino', zip_code: '10121', country_code: 'IT' },
    lines: [
      ['FRESHLY-01', 2],
      ['FRESHLY-FILTER', 1],
    ],
    coupon: 'WELCOME10',
    voucherCents: 2000,
    taxRow: 'after',
    taxLabel: 'vatIncluded',
  },
  {
    // Germany, business: prices without VAT, 19 % added; buy 2 and save and a friend's code.
    market: 'da-business',
    locale: 'de',
    currency: 'EUR',
    address: {
      company: 'Keller GmbH',
      line_1: 'Hauptstraße 5',
      city: 'München',
      zip_code: '80331',
      country_code: 'DE',
    },
    lines: [['VERDE-BASIC', 2]],
    coupon: 'FRIEND20',
    taxRow: 'before',
    taxLabel: 'vatAdded',
  },
  {
    // Great Britain, private, in pounds, with a voucher.
    market: 'gb-consumer',
    locale: 'en',
    currency: 'GBP',
    address: { line_1: '1 High Street', city: 'London', zip_code: 'SW1A 1AA', country_code: 'GB' },
    lines: [['AURA-FILTER', 3]],
    voucherCents: 1000,
    taxRow: 'after',
    taxLabel: 'vatIncluded',
  },
  {
    // Switzerland, an export: no VAT charged.
    market: 'extra-eu-consumer',
    locale: 'de',
    currency: 'EUR',
    address: { line_1: 'Bahnhofstrasse 1', city: 'Zürich', zip_code: '8001', country_code: 'CH' },
    lines: [['VERDE-SMART', 1]],
    taxRow: 'after',
    taxLabel: 'export',
  },
  {
    // The United States, in dollars, with the newsletter code.
    market: 'us-ca-consumer',
    locale: 'en',
    currency: 'USD',
    address: { line_1: '1 Main St', city: 'Springfield', state_code: 'IL', zip_code: '62701', country_code: 'US' },
    lines: [['VERDE-SMART', 1]],
    coupon: 'WELCOME10',
    taxRow: 'after',
    taxLabel: 'taxesIncluded',
  },
];

describe('the confirmation of real platform orders adds up, in every market and currency', () => {
  it.each(purchases)('$market ($locale, $currency)', async (purchase) => {
    const ops = sdk(await integrationToken());
    const orderId = await place(ops, purchase);
    const order = await ops.orders.retrieve(orderId);
    const { data, mail } = await mailOf(orderId, purchase.locale);
    const m = catalogues[purchase.locale];
    const { parts, total, after } = summaryOf(mail.text, purchase.locale);

    // The platform's own amounts: lines − discounts + shipping (+ VAT added) − voucher = what the buyer pays.
    expect(total.cents).toBe(order.total_amount_with_taxes_cents);
    expect(parts.reduce((sum, row) => sum + row.cents, 0)).toBe(total.cents);
    expect(parts[0].cents).toBe(order.subtotal_amount_cents);
    const discounts = parts.filter((row) => row.cents < 0 && row.label !== m.orders.mail.giftCard);
    expect(discounts.reduce((sum, row) => sum + row.cents, 0)).toBe(order.discount_amount_cents);
    if (purchase.coupon) expect(discounts.map((row) => row.label)).toContain(fillCode(m, purchase.coupon));
    if (purchase.lines.some(([, quantity]) => quantity >= 2) && !purchase.market.startsWith('gb'))
      expect(discounts.length).toBe(purchase.coupon ? 2 : 1);
    if (purchase.voucherCents)
      expect(parts.find((row) => row.label === m.orders.mail.giftCard)?.cents).toBe(order.gift_card_amount_cents);
    const taxName = m.orders.taxes[purchase.taxLabel];
    const taxRow = (purchase.taxRow === 'before' ? parts : after).find((row) => row.label === taxName);
    // No row says a tax of nothing was included (the sandbox charges no US sales tax); an export says no VAT.
    if (order.total_tax_amount_cents || purchase.taxLabel === 'export')
      expect(taxRow?.cents).toBe(order.total_tax_amount_cents);
    else expect(after).toEqual([]);

    // Each line, the delivery window, the address, the order page and what to do if it was not the reader.
    for (const [sku, quantity] of purchase.lines)
      expect(mail.text).toContain(`${quantity} × ${(m.product.skus as Record<string, string>)[sku]}: `);
    expect(data.arrivalFrom && data.arrivalTo).toBeTruthy();
    expect(mail.text).toContain(m.delivery.between.split('<from>')[0]);
    expect(mail.text).toContain(`${m.orders.mail.shipTo}\n${person.first_name} ${person.last_name}`);
    expect(mail.text).toContain(purchase.address.city);
    expect(data.statusUrl).toMatch(/^https:\/\/shop\.test\/.*\?token=[\w-]{43}$/);
    expect(mail.text).toContain(m.orders.mail.notYou.replace('{number}', String(order.number)));
    expect(JSON.stringify(data)).not.toContain(orderId);
  });
});

function fillCode(m: (typeof catalogues)[Locale], code: string) {
  return m.cart.discounts.coupon.replace('{code}', code);
}
