// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OffersView } from '@/lib/cart/types';
import * as offers from '@/lib/cart/offers';
import * as database from '@/lib/db/server';
import { limits, resetLimits } from '@/lib/http/rate-limit';
import type { Locale } from '@/lib/i18n/locales';
import * as stockPlatform from '@/lib/stock-alerts/platform';
import * as optIn from '@/lib/stock-alerts/request';
import { submitStockAlert } from '@/lib/stock-alerts/subscribe';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import it_ from '@/messages/it.json';
import * as cartService from '@/tests/support/cart-service';
import { visit } from '@/tests/support/next-headers';

const shop = {
  requested: [] as Array<Record<string, string>>,
  stock: 'out-of-stock' as 'out-of-stock' | 'scarce' | 'in-stock',
};
const catalogues = { en, de, it: it_ } as const;

function ask(email: string, locale: Locale = 'en', extra: Record<string, string> = {}) {
  const data = new FormData();
  const fields = { email, privacy: 'on', skuCode: 'VERDE-POT', page: '/spare-parts', locale, ...extra };
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return submitStockAlert(data);
}

describe('"Email me when it is back"', () => {
  beforeEach(() => {
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('RATE_LIMIT_SCALE', '');
    resetLimits();
    shop.requested = [];
    shop.stock = 'out-of-stock';
    visit({ headers: { 'x-forwarded-for': '198.51.100.9' } });
    vi.spyOn(cartService, 'currentCartRequest').mockResolvedValue({} as cartService.CartRequest);
    vi.spyOn(cartService, 'placeOf').mockReturnValue({ market: { code: 'eu-consumer' } } as ReturnType<
      typeof cartService.placeOf
    >);
    vi.spyOn(offers, 'offersFor').mockImplementation(async (_cart, skus) => ({
      shipped: true,
      customerType: 'consumer',
      taxWording: 'included',
      offers: skus.map((skuCode) => ({ skuCode, stockState: shop.stock }) as OffersView['offers'][number]),
    }));
    vi.spyOn(database, 'db').mockReturnValue({} as ReturnType<typeof database.db>);
    vi.spyOn(optIn, 'requestStockAlert').mockImplementation(async (_db, alert) => {
      shop.requested.push({ ...alert });
    });
    vi.spyOn(stockPlatform, 'subscribeToStock').mockRejectedValue(new Error('only a confirmed alert reaches it'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it.each([
    ['en', '/spare-parts'],
    ['de', '/de/ersatzteile'],
    ['it', '/it/ricambi'],
  ] as const)(
    'asks %s alike the first and the second time to confirm by mail, and creates nothing',
    async (locale, page) => {
      const first = await ask('Shopper@Example.com', locale, { page });
      expect(first).toEqual(await ask('shopper@example.com', locale, { page }));
      expect(first).toEqual({
        status: 'success',
        message: catalogues[locale].stockAlerts.done.replace('{name}', catalogues[locale].product.skus['VERDE-POT']),
      });
      expect(shop.requested[0]).toEqual({
        email: 'shopper@example.com',
        skuCode: 'VERDE-POT',
        marketCode: 'eu-consumer',
        locale,
        path: page,
      });
      expect(stockPlatform.subscribeToStock).not.toHaveBeenCalled();
    },
  );

  it.each(['en', 'de', 'it'] as const)(
    'refuses a product in stock in %s with its own answer, a 409, and mails nothing (issue 37 item 9)',
    async (locale) => {
      for (const stock of ['in-stock', 'scarce'] as const) {
        shop.stock = stock;
        const m = catalogues[locale];
        expect(await ask('shopper@example.com', locale)).toEqual({
          status: 'error',
          message: m.stockAlerts.inStock.replace('{name}', m.product.skus['VERDE-POT']),
          values: { email: 'shopper@example.com' },
          httpStatus: 409,
        });
      }
      expect(shop.requested).toEqual([]);
    },
  );

  it('refuses a missing consent or a bad address with localized field errors and a 400', async () => {
    const answer = await ask('nope', 'de', { privacy: '' });
    expect(answer).toMatchObject({ status: 'error', httpStatus: 400, message: de.stockAlerts.invalid });
    expect(Object.keys(answer.fieldErrors ?? {}).sort()).toEqual(['email', 'privacy']);
    expect(shop.requested).toEqual([]);
  });

  it('refuses an unknown SKU and links the home page for a path not of this site', async () => {
    expect(await ask('a@example.com', 'en', { skuCode: 'NOPE' })).toMatchObject({ httpStatus: 400 });
    await ask('a@example.com', 'it', { page: '//evil.example/x' });
    await ask('b@example.com', 'it', { page: '/spare-parts' });
    expect(shop.requested.map((request) => request.path)).toEqual(['/it', '/it']);
  });

  it('thanks a robot without asking anyone, and stops a flood of one mailbox from one client only', async () => {
    expect((await ask('robot@example.com', 'en', { fax: 'x' })).status).toBe('success');
    expect(shop.requested).toEqual([]);
    for (let i = 0; i < limits.stockAlertEmail.points; i++) await ask(`anna+${i}@example.com`);
    expect(await ask('anna@example.com', 'it')).toMatchObject({
      httpStatus: 429,
      message: it_.forms.common.tooManyAttempts,
    });
    visit({ headers: { 'x-forwarded-for': '203.0.113.90' } });
    expect(await ask('Anna@example.com', 'it')).toMatchObject({ status: 'success' });
  });
});
