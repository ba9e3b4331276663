// @vitest-environment node
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { limits, resetLimits } from '@/lib/http/rate-limit';
import type { Locale } from '@/lib/i18n/locales';
import { submitOrderLookup } from '@/lib/orders/lookup';
import * as status from '@/lib/orders/status';
import * as statusLink from '@/lib/orders/status-link';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import it_ from '@/messages/it.json';
import { visit } from '@/tests/support/next-headers';

const platform = { asked: [] as string[], client: '198.51.100.7' };
const minted: Array<{ id: string; email?: string | null }> = [];
const token = 'T'.repeat(43);
const catalogues = { en, de, it: it_ } as const;

function lookUp(orderId: string, email: string, locale: Locale = 'en', extra: Record<string, string> = {}) {
  visit({ headers: { 'x-forwarded-for': platform.client } });
  const data = new FormData();
  for (const [name, value] of Object.entries({ orderId, email, locale, ...extra })) data.set(name, value);
  return submitOrderLookup(data);
}

async function redirectOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  const digest = String((error as { digest?: unknown } | undefined)?.digest ?? '');
  expect(digest).toMatch(/^NEXT_REDIRECT/);
  return digest.split(';')[2];
}

describe('the order lookup', () => {
  afterAll(() => vi.unstubAllEnvs());
  afterEach(() => vi.restoreAllMocks());
  beforeEach(() => {
    vi.spyOn(status, 'findOrderId').mockImplementation(async (number, email) => {
      platform.asked.push(number);
      return number === '10001' && email === 'buyer@example.com' ? 'ordPlaced1' : undefined;
    });
    // The link itself is stored in the database (tests/integration/orders/status-link.test.ts).
    vi.spyOn(statusLink, 'mintOrderLink').mockImplementation(async (order) => {
      minted.push(order);
      return token;
    });
    minted.length = 0;
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('RATE_LIMIT_SCALE', '');
    resetLimits();
    platform.asked = [];
  });

  it.each([
    ['en', `/order-status?token=${token}`],
    ['de', `/de/bestellstatus?token=${token}`],
    ['it', `/it/stato-ordine?token=${token}`],
  ] as const)(
    'opens the order page in %s through a new opaque link when number and address match',
    async (locale, path) => {
      expect(await redirectOf(lookUp(' #10001 ', 'Buyer@Example.com ', locale))).toBe(path);
      expect(minted).toEqual([{ id: 'ordPlaced1', email: 'buyer@example.com' }]);
    },
  );

  it.each(['en', 'de', 'it'] as const)('answers %s alike for an unknown number and a wrong address', async (locale) => {
    const unknownNumber = await lookUp('99999', 'buyer@example.com', locale);
    const wrongAddress = await lookUp('10001', 'someone@example.com', locale);
    expect({ ...unknownNumber, values: undefined }).toEqual({ ...wrongAddress, values: undefined });
    expect(unknownNumber).toMatchObject({ status: 'error', message: catalogues[locale].orders.lookup.notFound });
    expect(unknownNumber.httpStatus).toBeUndefined();
    expect(JSON.stringify(unknownNumber.message)).not.toMatch(/99999|example/);
  });

  it('refuses malformed input with localized field errors and a 400, asking no one', async () => {
    const answer = await lookUp('abc', 'not-an-address', 'de');
    expect(answer).toMatchObject({ status: 'error', httpStatus: 400, message: de.orders.lookup.invalid });
    expect(Object.keys(answer.fieldErrors ?? {}).sort()).toEqual(['email', 'orderId']);
    expect(answer.fieldErrors?.orderId).toMatch(/Bestellnummer/);
    expect(platform.asked).toEqual([]);
  });

  it('lets a robot filling the hidden field learn nothing', async () => {
    const answer = await lookUp('10001', 'buyer@example.com', 'en', { fax: 'x' });
    expect(answer).toMatchObject({ status: 'error', message: en.orders.lookup.notFound });
    expect(platform.asked).toEqual([]);
  });

  it('stops one client guessing addresses for an order number, and still answers the owner (issue 37 item 7)', async () => {
    for (let i = 0; i < limits.orderLookupNumber.points; i++)
      expect((await lookUp('10001', `guess${i}@example.com`)).status).toBe('error');
    const refused = await lookUp('10001', 'buyer@example.com', 'it');
    expect(refused).toMatchObject({ httpStatus: 429, message: it_.forms.common.tooManyAttempts });
    expect(platform.asked).toHaveLength(limits.orderLookupNumber.points);
    platform.client = '203.0.113.50';
    expect(await redirectOf(lookUp('10001', 'buyer@example.com'))).toContain(`token=${token}`);
  });
});
