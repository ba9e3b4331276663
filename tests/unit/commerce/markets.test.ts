import { describe, expect, it } from 'vitest';
import {
  allMarketCodes,
  deliveryFor,
  isShippedCountry,
  marketForCountry,
  parseMarketCode,
  regionForCountry,
} from '@/lib/markets/regions';

describe('market resolution', () => {
  it.each([
    ['IT', 'it'],
    ['GB', 'gb'],
    ['US', 'us-ca'],
    ['CA', 'us-ca'],
    ['DE', 'da'],
    ['AT', 'da'],
    ['FR', 'fr'],
    ['ES', 'eu'],
    ['PL', 'eu'],
    ['ie', 'eu'],
    ['CH', 'extra-eu'],
    ['NO', 'extra-eu'],
    ['AD', 'extra-eu'],
    ['MC', 'fr'],
    ['SM', 'it'],
  ])('%s → %s', (country, region) => {
    expect(regionForCountry(country)).toBe(region);
  });

  it('does not ship outside the markets', () => {
    expect(regionForCountry('JP')).toBeUndefined();
    expect(isShippedCountry('AU')).toBe(false);
    expect(marketForCountry('BR', 'consumer')).toBeUndefined();
  });

  it('combines region and customer type into a market with its currency', () => {
    expect(marketForCountry('GB', 'business')).toEqual({
      code: 'gb-business',
      region: 'gb',
      customerType: 'business',
      currency: 'GBP',
    });
    expect(marketForCountry('CA', 'consumer')?.currency).toBe('USD');
    expect(marketForCountry('CH', 'consumer')).toMatchObject({ code: 'extra-eu-consumer', currency: 'EUR' });
    expect(marketForCountry('IT', 'consumer')?.code).toBe('it-consumer');
  });

  it('knows the 14 market codes and parses them back', () => {
    expect(allMarketCodes).toHaveLength(14);
    expect(allMarketCodes).toContain('extra-eu-business');
    expect(parseMarketCode('extra-eu-business')).toMatchObject({ region: 'extra-eu', customerType: 'business' });
    expect(parseMarketCode('mars-consumer')).toBeUndefined();
    expect(parseMarketCode('it-wholesale')).toBeUndefined();
  });

  it('gives the delivery estimate of spec §9', () => {
    expect(deliveryFor('IT')?.days).toBe('1–2');
    expect(deliveryFor('GB')?.days).toBe('2–3');
    expect(deliveryFor('FR')).toEqual({ destination: 'eu-west', days: '2–4' });
    expect(deliveryFor('HU')).toEqual({ destination: 'eu-east', days: '2–4' });
    expect(deliveryFor('CH')?.days).toBe('4–8');
    expect(deliveryFor('US')).toEqual({ destination: 'north-america', days: '4–8' });
    expect(deliveryFor('JP')).toBeUndefined();
  });
});
