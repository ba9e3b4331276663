// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { linkKey, sealLink } from '@/lib/mail/sealed-link';
import { backInStockOf } from '@/lib/stock-alerts/notify';
import { openStockAlert, ownPath } from '@/lib/stock-alerts/request';

// The key is derived once per process: whatever secret the run already has, else this one.
const secret = process.env.CART_COOKIE_SECRET || 'stock-alert-test-secret-0123456789abcdefghijkl';
const now = new Date('2026-03-02T09:00:00Z');
const alert = {
  email: 'shopper@example.com',
  skuCode: 'VERDE-POT',
  marketCode: 'eu-consumer',
  locale: 'de',
  path: '/de/ersatzteile',
  expiresAt: now.getTime() + 60_000,
};
const notice = (metadata: Record<string, unknown>) => ({
  id: 'inStockSub1',
  type: 'in_stock_subscriptions',
  attributes: { customer_email: 'shopper@example.com', sku_code: 'VERDE-POT', metadata },
});

describe('the back-in-stock double opt-in (issue 37 item 9)', () => {
  beforeAll(() => vi.stubEnv('CART_COOKIE_SECRET', secret));
  afterAll(() => vi.unstubAllEnvs());

  it('opens only an unexpired alert this site sealed for alerts', () => {
    const token = sealLink(linkKey('stock-alert', secret), alert);
    expect(token).not.toContain('shopper');
    expect(openStockAlert(token, now)).toEqual(alert);
    expect(openStockAlert(token, new Date(alert.expiresAt))).toBeUndefined();
    expect(openStockAlert(sealLink(linkKey('referral-join', secret), alert), now)).toBeUndefined();
    expect(openStockAlert(`${token.slice(0, -2)}AA`, now)).toBeUndefined();
    expect(openStockAlert(sealLink(linkKey('stock-alert', secret), { ...alert, locale: 'fr' }), now)).toBeUndefined();
  });

  it('mails the back-in-stock notice only for a subscription its owner confirmed', () => {
    expect(backInStockOf(notice({ locale: 'de', path: '/de/ersatzteile' }))).toBeNull();
    expect(
      backInStockOf(notice({ locale: 'de', path: '/de/ersatzteile', confirmed_at: now.toISOString() })),
    ).toMatchObject({ email: 'shopper@example.com', locale: 'de', path: '/de/ersatzteile#verde-pot' });
  });

  it("links back only to one of the site's own pages in the page's language", () => {
    expect(ownPath('/de/ersatzteile', 'de')).toBe('/de/ersatzteile');
    expect(ownPath('/spare-parts', 'de')).toBeUndefined();
    expect(ownPath('//evil.example/x', 'en')).toBeUndefined();
    expect(ownPath('https://evil.example/', 'en')).toBeUndefined();
  });
});
