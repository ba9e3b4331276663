// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatArrivalDay } from '@/lib/delivery/format';
import type { Locale } from '@/lib/i18n/locales';
import { renderMail } from '@/lib/mail/templates';
import { sumOfParts } from '@/lib/orders/amounts';
import { confirmationData, placedOrderOf } from '@/lib/orders/confirmation';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import it_ from '@/messages/it.json';
import { summaryOf } from '@/tests/support/order-mail';

const catalogues = { en, de, it: it_ } as const;
const links = { statusUrl: 'https://shop.test/o?token=opaque', contactUrl: 'https://shop.test/contact' };

type Line = { sku_code?: string; item_type: string; quantity?: number; total_amount_cents: number; name?: string };

/** An `orders.place` payload as the platform sends it to the site: the order, its lines and its shipping address. */
function placed(language: string, order: Record<string, unknown>, lines: Line[], address: Record<string, string>) {
  return placedOrderOf(
    {
      id: `ord-${language}`,
      type: 'orders',
      attributes: {
        number: '10023',
        customer_email: 'buyer@example.com',
        language_code: language,
        placed_at: '2027-01-05T10:00:00.000Z',
        ...order,
      },
      relationships: { shipping_address: { data: { type: 'addresses', id: 'adr-1' } } },
    },
    [
      { id: 'adr-1', type: 'addresses', attributes: address },
      ...lines.map((attributes, index) => ({ id: `li-${index}`, type: 'line_items', attributes })),
    ],
  )!;
}

// Italy, a private buyer: 22 % VAT in the prices; buy 2 and save, the newsletter code and a voucher.
const italian = placed(
  'it',
  {
    currency_code: 'EUR',
    tax_included: true,
    coupon_code: 'WELCOME10',
    gift_card_code: 'ABCD-EFGH-IJKL-MNOP',
    subtotal_amount_cents: 15700,
    discount_amount_cents: -5080,
    shipping_amount_cents: 0,
    total_tax_amount_cents: 1915,
    gift_card_amount_cents: -2000,
    total_amount_cents: 8620,
    total_amount_with_taxes_cents: 8620,
  },
  [
    {
      item_type: 'skus',
      sku_code: 'FRESHLY-01',
      name: 'Freshly fridge purifier',
      quantity: 2,
      total_amount_cents: 13800,
    },
    { item_type: 'skus', sku_code: 'FRESHLY-FILTER', name: 'Filter', quantity: 1, total_amount_cents: 1900 },
    { item_type: 'buy_x_pay_y_promotions', name: 'Buy 2 of one product, save 39', total_amount_cents: -3900 },
    { item_type: 'percentage_discount_promotions', name: 'Newsletter 10% over 99', total_amount_cents: -1180 },
    { item_type: 'shipments', quantity: 1, total_amount_cents: 0 },
  ],
  {
    first_name: 'Ada',
    last_name: 'Verdi',
    line_1: 'Via Roma 1',
    city: 'Torino',
    zip_code: '10121',
    country_code: 'IT',
  },
);

// Germany, a business buyer: prices without VAT, 19 % added; buy 2 and save, and a friend's referral code.
const german = placed(
  'de',
  {
    currency_code: 'EUR',
    tax_included: false,
    coupon_code: 'FRIEND20',
    subtotal_amount_cents: 24628,
    discount_amount_cents: -5900,
    shipping_amount_cents: 0,
    total_tax_amount_cents: 3558,
    gift_card_amount_cents: 0,
    // The platform's total leaves added taxes out; what the buyer pays is the total with taxes.
    total_amount_cents: 18728,
    total_amount_with_taxes_cents: 22286,
  },
  [
    { item_type: 'skus', sku_code: 'VERDE-BASIC', name: 'Verde basic', quantity: 2, total_amount_cents: 24628 },
    { item_type: 'buy_x_pay_y_promotions', name: 'Buy 2 of one product, save 39', total_amount_cents: -3900 },
    { item_type: 'fixed_amount_promotions', name: 'Referral 20 off', total_amount_cents: -2000 },
  ],
  {
    first_name: 'Jonas',
    last_name: 'Keller',
    company: 'Keller GmbH',
    line_1: 'Hauptstraße 5',
    city: 'München',
    zip_code: '80331',
    country_code: 'DE',
  },
);

// Great Britain, a private buyer in pounds: VAT included, and duties may follow on delivery.
const british = placed(
  'en',
  {
    currency_code: 'GBP',
    tax_included: true,
    subtotal_amount_cents: 7900,
    discount_amount_cents: 0,
    shipping_amount_cents: 0,
    total_tax_amount_cents: 1317,
    gift_card_amount_cents: 0,
    total_amount_cents: 7900,
    total_amount_with_taxes_cents: 7900,
  },
  [{ item_type: 'skus', sku_code: 'AURA-01', name: 'Aura', quantity: 1, total_amount_cents: 7900 }],
  {
    first_name: 'Ann',
    last_name: 'Lee',
    line_1: '1 High Street',
    city: 'London',
    zip_code: 'SW1A 1AA',
    country_code: 'GB',
  },
);

const cases = [
  ['it', italian, 8620],
  ['de', german, 22286],
  ['en', british, 7900],
] as const;

describe('the order confirmation adds up', () => {
  it.each(cases)(
    'in %s: lines − discounts + shipping (+ VAT added) − voucher = the total paid',
    (locale, order, paid) => {
      expect(sumOfParts(order.amounts)).toBe(paid);
      expect(order.amounts.total).toBe(paid);
      const mail = renderMail('order-confirmation', locale, confirmationData(order, links));
      const { parts, total, after } = summaryOf(mail.text, locale);
      expect(total.cents).toBe(paid);
      expect(parts.reduce((sum, row) => sum + row.cents, 0)).toBe(paid);
      expect(mail.html).toContain('<table role="presentation"');
      expect(after.length + parts.length).toBeGreaterThan(2);
    },
  );

  it('in Italian names each part: the lines, both discounts, the voucher, free shipping and the VAT the prices hold', () => {
    const mail = renderMail('order-confirmation', 'it', confirmationData(italian, links));
    const m = it_;
    const { parts, after } = summaryOf(mail.text, 'it');
    expect(mail.text).toMatch(/2 × Freshly purificatore per frigorifero: 138,00\s€/);
    expect(mail.text).toMatch(/1 × Filtro di ricambio Freshly: 19,00\s€/);
    expect(parts.map((row) => [row.label, row.cents])).toEqual([
      [m.cart.summary.subtotal, 15700],
      ['Codice sconto WELCOME10', -1180],
      ['2 pezzi dello stesso prodotto: 39,00 € di sconto'.replace(' €', '\u00a0€'), -3900],
      [m.cart.summary.shipping, 0],
      [m.orders.mail.giftCard, -2000],
    ]);
    expect(parts.find((row) => row.label === m.cart.summary.shipping)?.value).toBe(m.cart.summary.free);
    expect(after.map((row) => [row.label, row.cents])).toEqual([['IVA inclusa', 1915]]);
    // The voucher's code pays like cash: it never travels in a mail.
    expect(mail.text).not.toContain('ABCD-EFGH');
  });

  it('in German shows the VAT a business buyer pays on top before the total, and the company address', () => {
    const mail = renderMail('order-confirmation', 'de', confirmationData(german, links));
    const { parts, after } = summaryOf(mail.text, 'de');
    expect(parts.map((row) => row.label)).toEqual([
      'Zwischensumme',
      'Rabattcode FRIEND20',
      '2 gleiche Produkte: 39,00\u00a0€ Rabatt',
      'Versand',
      'MwSt. (zzgl.)',
    ]);
    expect(parts.at(-1)?.cents).toBe(3558);
    expect(after).toEqual([]);
    expect(mail.text).toContain('Lieferadresse:\nJonas Keller\nKeller GmbH\nHauptstraße 5\n80331 München\nDeutschland');
  });

  it('in English says duties may follow a delivery to Great Britain, and writes a British address', () => {
    const mail = renderMail('order-confirmation', 'en', confirmationData(british, links));
    expect(summaryOf(mail.text, 'en').after.map((row) => row.label)).toEqual(['incl. VAT']);
    expect(mail.text).toContain(en.cart.summary.importNote);
    expect(mail.text).toContain('Delivery address:\nAnn Lee\n1 High Street\nLondon\nSW1A 1AA\nUnited Kingdom');
  });

  it.each(cases)(
    'in %s dates the delivery as the buy box does, links the order page, and never says "ignore it"',
    (locale, order) => {
      const m = catalogues[locale as Locale];
      const data = confirmationData(order, links);
      const mail = renderMail('order-confirmation', locale, data);
      // Placed on Tuesday 5 January 2027 before the cut-off; 6 January is a holiday in Italy, not in Germany.
      const [from, to] = {
        it: ['2027-01-07', '2027-01-08'],
        de: ['2027-01-07', '2027-01-11'],
        en: ['2027-01-07', '2027-01-08'],
      }[locale];
      const days = { from: formatArrivalDay(from, locale), to: formatArrivalDay(to, locale) };
      expect(mail.text).toContain(m.delivery.between.replace('<from></from>', days.from).replace('<to></to>', days.to));
      expect(mail.text).toContain(`${m.orders.mail.statusLink}: ${links.statusUrl}`);
      expect(mail.html).toContain(`href="${links.statusUrl}"`);
      expect(mail.text).toContain(m.orders.mail.notYou.replace('{number}', '10023'));
      expect(mail.text).toContain(`${m.orders.mail.notYouAction}: ${links.contactUrl}`);
      expect(mail.html).toContain(`href="${links.contactUrl}"`);
      expect(mail.text).not.toContain(m.mail.footer);
      expect(`${mail.text}${mail.html}`).not.toMatch(/ignore|ignorier|ignora/i);
    },
  );
});
