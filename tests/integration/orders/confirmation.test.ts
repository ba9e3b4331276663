import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/webhooks/commerce/route';
import { connectDatabase } from '@/lib/db/connect';
import { migrateToLatest } from '@/lib/db/migrate';
import type { Database } from '@/lib/db/schema';
import { closeDb } from '@/lib/db/server';
import { renderMail } from '@/lib/mail/templates';
import { orderIdOfLink } from '@/lib/orders/status-link';
import { testDatabase } from '../db/database';

const secret = 'confirmation-test-secret';
let db: Kysely<Database>;

const deliver = (body: string) =>
  POST(
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

const placed = (id: string, language_code: string, lines = true) =>
  JSON.stringify({
    data: {
      id,
      type: 'orders',
      attributes: {
        number: '4711',
        status: 'placed',
        customer_email: 'buyer@example.com',
        language_code,
        currency_code: 'EUR',
        tax_included: true,
        subtotal_amount_cents: 17700,
        total_tax_amount_cents: 3073,
        total_amount_cents: 17700,
        total_amount_with_taxes_cents: 17700,
        placed_at: '2027-01-05T10:00:00.000Z',
      },
    },
    included: lines
      ? [
          {
            id: `li1-${id}`,
            type: 'line_items',
            attributes: {
              item_type: 'skus',
              sku_code: 'FRESHLY-01',
              name: 'Freshly',
              quantity: 2,
              total_amount_cents: 13800,
            },
          },
          {
            id: `li2-${id}`,
            type: 'line_items',
            attributes: {
              item_type: 'skus',
              sku_code: 'NEW-SKU',
              name: 'Gift box',
              quantity: 1,
              total_amount_cents: 3900,
            },
          },
          { id: `li3-${id}`, type: 'line_items', attributes: { item_type: 'shipments', quantity: 1 } },
        ]
      : [],
  });

const mails = (to = 'buyer@example.com') =>
  db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('recipient', '=', to)
    .where('template', '=', 'order-confirmation')
    .execute();

beforeAll(async () => {
  const url = await testDatabase();
  process.env.DATABASE_URL = url;
  process.env.COMMERCE_WEBHOOK_SECRET = secret;
  db = connectDatabase(url, 2);
  await migrateToLatest(db);
}, 60_000);

afterAll(async () => {
  await closeDb();
  await db?.destroy();
});

describe('order confirmation mail', () => {
  it('is queued once per placed order, in the order language, however often the platform retries', async () => {
    expect((await deliver(placed('ordDE00001', 'de'))).status).toBeLessThan(300);
    expect((await deliver(placed('ordDE00001', 'de'))).status).toBeLessThan(300);
    const queued = await mails();
    expect(queued).toHaveLength(1);
    expect(queued[0].locale).toBe('de');
    const data = typeof queued[0].data === 'string' ? JSON.parse(queued[0].data) : queued[0].data;
    const mail = renderMail('order-confirmation', 'de', data);
    expect(mail.subject).toBe('Ihre Viridea-Bestellung 4711');
    expect(mail.text).toMatch(/2 × Freshly Kühlschrank-Luftreiniger: 138,00\s€/);
    expect(mail.text).toMatch(/1 × Gift box: 39,00\s€/);
    expect(mail.text).toMatch(/Gesamt: 177,00\s€\ninkl\. MwSt\.: 30,73\s€/);
    expect(mail.text).not.toContain('shipments');
    // The order page's link: an opaque token that opens this order, never its id (a bearer secret on the platform).
    const link = new URL(data.statusUrl);
    expect(link.pathname).toBe('/de/bestellstatus');
    expect(JSON.stringify(data)).not.toContain('ordDE00001');
    expect(await orderIdOfLink(link.searchParams.get('token'))).toBe('ordDE00001');
  });

  it('speaks each language and falls back to English for another', async () => {
    await deliver(placed('ordIT00001', 'it'));
    await deliver(placed('ordFR00001', 'fr'));
    const [it, fr] = (await mails()).filter((mail) => mail.locale !== 'de');
    expect(it.locale).toBe('it');
    expect(fr.locale).toBe('en');
    const text = renderMail('order-confirmation', 'it', typeof it.data === 'string' ? JSON.parse(it.data) : it.data);
    expect(text.subject).toBe('Il tuo ordine Viridea 4711');
    expect(text.text).toContain('2 × Freshly purificatore per frigorifero');
  });

  it('sends nothing for a payload without lines or buyer', async () => {
    const before = (await mails()).length;
    expect((await deliver(placed('ordNOLINES', 'en', false))).status).toBeLessThan(300);
    expect(await mails()).toHaveLength(before);
  });

  it('never puts the order id where the number belongs: without a number nothing is sent', async () => {
    const before = (await mails()).length;
    const unnumbered = placed('ordNONUMBER', 'en').replace('"number":"4711",', '');
    expect(unnumbered).not.toContain('4711');
    expect((await deliver(unnumbered)).status).toBeLessThan(300);
    expect(await mails()).toHaveLength(before);
    expect((await deliver(placed('ordNUMERIC', 'en').replace('"4711"', '4711'))).status).toBe(400);
    expect(await mails()).toHaveLength(before);
  });
});
