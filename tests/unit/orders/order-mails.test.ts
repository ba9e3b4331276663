import { describe, expect, it } from 'vitest';
import { secretFields, renderMail } from '@/lib/mail/templates';
import { confirmationPage } from '@/sandbox/checkout/render';
import { textsFor } from '@/sandbox/checkout/texts';
import type { Rec } from '@/sandbox/db/store';

const statusUrl = 'https://shop.test/de/bestellstatus?token=Q2hvb3NlIGEgcmFuZG9tIHRva2VuIG9mIDMyIGJ5dGVz';

describe('mails of the order page and the back-in-stock alert', () => {
  it('links the order page from the confirmation, and keeps that link out of the outbox once sent', () => {
    const mail = renderMail('order-confirmation', 'de', {
      number: '10023',
      lines: '1 × Verde',
      total: '29 €',
      statusUrl,
    });
    expect(mail.text).toContain(`Bestellung und Lieferung ansehen: ${statusUrl}`);
    expect(mail.html).toContain(`href="${statusUrl.replace(/&/g, '&amp;')}"`);
    expect(secretFields).toContain('statusUrl');
  });

  it.each([
    ['en', 'Verde replacement pot is back in stock', 'See Verde replacement pot in the shop'],
    ['de', 'Verde Topf ist wieder verfügbar', 'Verde Topf im Shop ansehen'],
    ['it', 'Vaso Verde è di nuovo disponibile', 'Vaso Verde nel negozio'],
  ])('tells a %s shopper once that the product is back, with its page', (locale, subject, action) => {
    const name = subject.split(/ (is|ist|è) /)[0];
    const mail = renderMail('back-in-stock', locale, { name, productUrl: 'https://shop.test/x' });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(`${action}: https://shop.test/x`);
  });

  it.each([
    ['en', 'Please confirm your alert for Verde replacement pot', 'Confirm the alert'],
    ['de', 'Bitte bestätigen Sie Ihre Benachrichtigung für Verde Topf', 'Benachrichtigung bestätigen'],
    ['it', 'Conferma il tuo avviso per Vaso Verde', 'Conferma l’avviso'],
  ])(
    'asks a %s shopper to confirm the alert by its link, which leaves the outbox once sent',
    (locale, subject, action) => {
      const name = subject.replace(/^.* (for|für|per) /, '');
      const confirmUrl = 'https://shop.test/back-in-stock?alert=sealed';
      const mail = renderMail('stock-alert-confirm', locale, { name, confirmUrl, days: '7' });
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(`${action}: ${confirmUrl}`);
      expect(mail.text).toContain('7');
      expect(secretFields).toContain('confirmUrl');
    },
  );
});

describe("the hosted checkout's confirmation page", () => {
  const order = (language: string, returnUrl: string): Rec => ({
    id: 'ordX',
    type: 'orders',
    attributes: {
      number: '10023',
      language_code: language,
      return_url: returnUrl,
      total_amount_cents: 2900,
      currency_code: 'EUR',
    },
    relationships: {},
    created_at: '2027-01-05T10:00:00.000Z',
    updated_at: '2027-01-05T10:00:00.000Z',
  });

  it.each([
    ['en', 'https://shop.test', 'https://shop.test/en/order-status?number=10023', 'Track your order'],
    ['de', 'https://shop.test/de', 'https://shop.test/de/order-status?number=10023', 'Bestellstatus ansehen'],
    ['it', 'https://shop.test/it', 'https://shop.test/it/order-status?number=10023', 'Segui il tuo ordine'],
  ] as const)('links the shop’s order page in %s with the number filled in', (language, returnUrl, link, label) => {
    const { lang, t } = textsFor(language);
    const html = confirmationPage(lang, t, order(language, returnUrl));
    expect(html).toContain(`<a href="${link}">${label}</a>`);
  });
});
