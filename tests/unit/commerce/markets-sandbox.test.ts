import { describe, expect, it } from 'vitest';
import { regionForCountry, selectableCountries } from '@/lib/markets/regions';
import { REGIONS } from '../../../sandbox/seed/regions';

describe('the storefront and the sandbox put each country in the same market', () => {
  const sandboxRegion = new Map(REGIONS.flatMap((region) => region.countries.map((c) => [c, region.key] as const)));

  it('every country the sandbox ships to is in the same region in lib/markets/regions.ts', () => {
    const differing = [...sandboxRegion].filter(([country, region]) => regionForCountry(country) !== region);
    expect(differing).toEqual([]);
  });

  it('every country the storefront ships to is shipped by the sandbox', () => {
    const shipped = selectableCountries.filter((country) => regionForCountry(country));
    expect(shipped.filter((country) => !sandboxRegion.has(country))).toEqual([]);
  });
});
