import { describe, expect, it } from 'vitest';
import { countryOfIp, visitorCountry } from '@/lib/geo/country';
import { placeOf } from '@/lib/cart/server';

const request = (country: string | undefined, cookie = {}) => ({
  cookie,
  locale: 'en' as const,
  geoCountry: country,
  origin: 'http://localhost',
});

describe('server-side geolocation', () => {
  it('looks an address up in the shipped dataset, offline', () => {
    expect(countryOfIp('81.2.69.142')).toBe('GB');
    expect(countryOfIp('2.235.0.1')).toBe('IT');
    expect(countryOfIp('::ffff:2.235.0.1')).toBe('IT');
  });

  it('knows nothing of private, loopback, IPv6 or malformed addresses', () => {
    for (const ip of ['127.0.0.1', '10.0.0.1', '192.168.1.1', '::1', '2001:db8::1', '999.1.1.1', 'unknown', '']) {
      expect(countryOfIp(ip)).toBeUndefined();
    }
  });

  it('trusts an edge country header only when configured, and falls back to the address', () => {
    const headers = new Headers({ 'cf-ipcountry': 'de', 'x-vercel-ip-country': 'FR' });
    expect(visitorCountry(headers, '2.235.0.1', {})).toBe('IT');
    expect(visitorCountry(headers, '2.235.0.1', { GEO_COUNTRY_HEADER: 'CF-IPCountry' })).toBe('DE');
    expect(
      visitorCountry(new Headers({ 'cf-ipcountry': 'XX' }), '81.2.69.142', { GEO_COUNTRY_HEADER: 'cf-ipcountry' }),
    ).toBe('GB');
    expect(visitorCountry(new Headers(), '127.0.0.1', { GEO_COUNTRY_HEADER: 'cf-ipcountry' })).toBeUndefined();
  });

  it('preselects the shipping country and market; the visitor’s own choice wins', () => {
    expect(placeOf(request(countryOfIp('81.2.69.142')))).toMatchObject({
      country: 'GB',
      market: { code: 'gb-consumer' },
    });
    expect(placeOf(request('IT', { country: 'FR' }))).toMatchObject({ country: 'FR', market: { code: 'fr-consumer' } });
    expect(placeOf(request(undefined))).toMatchObject({ country: 'IE', market: { code: 'eu-consumer' } });
  });
});
