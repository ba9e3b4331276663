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
vi.mock('next-intl/server', () => ({ setRequestLocale: () => {}, getLocale: async () => 'en' }));
vi.mock('@/components/layout/NotFound', () => ({ NotFound: () => null }));

const { pageLocale } = await import('@/lib/i18n/server');
const { renderPlace } = await import('@/lib/market-variants/server');
const { NotFound } = await import('@/components/layout/NotFound');
const { default: DefaultNotFound } = await import('@/app/[locale]/(default)/not-found');

describe("a render's market variant", () => {
  it("comes from the page's segment and survives the not-found boundary Next renders with every page", async () => {
    await pageLocale(Promise.resolve({ locale: 'en_GB-consumer' }));
    const boundary = await DefaultNotFound();
    // The group's layout already frames it: a layout inside it would read the segment again, as the bare language.
    expect(boundary.type).toBe(NotFound);
    expect(renderPlace('en')).toEqual({ country: 'GB', customerType: 'consumer' });
  });
});
