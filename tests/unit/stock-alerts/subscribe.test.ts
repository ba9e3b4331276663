// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as commerce from '@/lib/commerce/server';
import { limits, resetLimits } from '@/lib/http/rate-limit';
import type { Locale } from '@/lib/i18n/locales';
import * as stockPlatform from '@/lib/stock-alerts/platform';
import { submitStockAlert } from '@/lib/stock-alerts/subscribe';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import it_ from '@/messages/it.json';
import * as cartService from '@/tests/support/cart-service';
import { visit } from '@/tests/support/next-headers';

const platform = { asked: [] as Array<Record<string, string>> };
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
    platform.asked = [];
    visit({ headers: { 'x-forwarded-for': '198.51.100.9' } });
    vi.spyOn(commerce, 'currentCartRequest').mockResolvedValue({} as cartService.CartRequest);
    vi.spyOn(cartService, 'placeOf').mockReturnValue({ market: { code: 'eu-consumer' } } as ReturnType<
      typeof cartService.placeOf
    >);
    vi.spyOn(stockPlatform, 'subscribeToStock').mockImplementation(async (request) => {
      platform.asked.push({ ...request });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it.each([
    ['en', '/spare-parts'],
    ['de', '/de/ersatzteile'],
    ['it', '/it/ricambi'],
  ] as const)('thanks in %s alike the first and the second time, and asks the platform', async (locale, page) => {
    const first = await ask('Shopper@Example.com', locale, { page });
    expect(first).toEqual(await ask('shopper@example.com', locale, { page }));
    expect(first).toEqual({
      status: 'success',
      message: catalogues[locale].stockAlerts.done.replace('{name}', catalogues[locale].product.skus['VERDE-POT']),
    });
    expect(platform.asked[0]).toEqual({
      email: 'shopper@example.com',
      skuCode: 'VERDE-POT',
      marketCode: 'eu-consumer',
      locale,
      path: page,
    });
  });

  it('refuses a missing consent or a bad address with localized field errors and a 400', async () => {
    const answer = await ask('nope', 'de', { privacy: '' });
    expect(answer).toMatchObject({ status: 'error', httpStatus: 400, message: de.stockAlerts.invalid });
    expect(Object.keys(answer.fieldErrors ?? {}).sort()).toEqual(['email', 'privacy']);
    expect(platform.asked).toEqual([]);
  });

  it('refuses an unknown SKU and links the home page for a path not of this site', async () => {
    expect(await ask('a@example.com', 'en', { skuCode: 'NOPE' })).toMatchObject({ httpStatus: 400 });
    await ask('a@example.com', 'it', { page: '//evil.example/x' });
    await ask('b@example.com', 'it', { page: '/spare-parts' });
    expect(platform.asked.map((request) => request.path)).toEqual(['/it', '/it']);
  });

  it('thanks a robot without asking the platform, and stops a flood of one mailbox', async () => {
    expect((await ask('robot@example.com', 'en', { fax: 'x' })).status).toBe('success');
    expect(platform.asked).toEqual([]);
    for (let i = 0; i < limits.stockAlertEmail.points; i++) await ask(`anna+${i}@example.com`);
    expect(await ask('anna@example.com', 'it')).toMatchObject({
      httpStatus: 429,
      message: it_.forms.common.tooManyAttempts,
    });
    visit({ headers: { 'x-forwarded-for': '203.0.113.90' } });
    expect(await ask('Anna@example.com', 'it')).toMatchObject({ status: 'success' });
  });
});
