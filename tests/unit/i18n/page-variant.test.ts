import { describe, expect, it, vi } from 'vitest';

// One render's React cache, as Next gives each request: the page, its layouts and the not-found boundary share it.
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  const memo = new Map<unknown, unknown>();
  return {
    ...react,
    cache:
      <A extends unknown[], R>(fn: (...args: A) => R) =>
      (...args: A): R => {
        const key = `${fn.toString()}:${JSON.stringify(args)}`;
        if (!memo.has(key)) memo.set(key, fn(...args));
        return memo.get(key) as R;
      },
  };
});
vi.mock('next-intl/server', () => ({ setRequestLocale: () => {} }));

const { pageLocale } = await import('@/lib/i18n/server');
const { renderPlace } = await import('@/lib/market-variants/server');

describe("a render's market variant", () => {
  it('survives the bare language the not-found boundary (rendered with every page) hands the default layout', async () => {
    await pageLocale(Promise.resolve({ locale: 'en_GB-consumer' }));
    await pageLocale(Promise.resolve({ locale: 'en' }));
    expect(renderPlace('en')).toEqual({ country: 'GB', customerType: 'consumer' });
  });
});
