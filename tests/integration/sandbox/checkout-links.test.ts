import { describe, expect, it } from 'vitest';
import type { Rec } from '../../../sandbox/db/store';
import { confirmationPage, messagePage } from '../../../sandbox/checkout/render';
import { textsFor } from '../../../sandbox/checkout/texts';
import { api, baseUrl, marketToken, sdk } from './api';
import { newOrder } from './orders';

const { lang, t } = textsFor('en');
const HOSTILE = [
  'javascript:alert(document.cookie)',
  ' JAVASCRIPT:alert(1)',
  'data:text/html,<script>x</script>',
  '//evil.test',
];

// Records stored before link validation (or written by hand) may still carry such values; the page must not link them.
const order = (attributes: Record<string, unknown>): Rec => ({
  id: 'Xorderidxx',
  type: 'orders',
  attributes: { number: '1', ...attributes },
  relationships: {},
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

describe('the hosted checkout page links only to http(s) URLs', () => {
  it.each(HOSTILE)('a cart_url of %j renders no link on the empty-cart page or the confirmation', (value) => {
    for (const html of [
      messagePage(lang, t.title, t.empty, value),
      confirmationPage(lang, t, order({ cart_url: value })),
      confirmationPage(lang, t, order({ return_url: value, cart_url: value })),
    ]) {
      expect(html).not.toContain('<a ');
      expect(html.toLowerCase()).not.toContain('javascript:');
    }
  });

  it('a hostile return_url falls back to an http(s) cart_url, escaped', () => {
    const html = confirmationPage(
      lang,
      t,
      order({ return_url: 'javascript:x', cart_url: 'https://shop.test/cart?a=1&b="2"' }),
    );
    expect(html).toContain('<a href="https://shop.test/cart?a=1&amp;b=%222%22">');
  });

  it('an empty order shows its http(s) cart link; a javascript: one cannot be stored', async () => {
    const accessToken = await marketToken('it-consumer');
    const draft = await newOrder(sdk(accessToken), { cart_url: 'https://shop.test/cart' });
    const page = await fetch(`${baseUrl()}/checkout/${draft.id}?accessToken=${encodeURIComponent(accessToken)}`);
    expect(page.status).toBe(409);
    expect(await page.text()).toContain('<a href="https://shop.test/cart">');
    const body = { data: { type: 'orders', id: draft.id, attributes: { cart_url: HOSTILE[0] } } };
    expect((await api('PATCH', `orders/${draft.id}`, accessToken, body)).status).toBe(422);
  });
});
