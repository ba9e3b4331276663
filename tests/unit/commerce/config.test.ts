import { describe, expect, it } from 'vitest';
import { assertClientSettings, createCommerceClient } from '@/lib/commerce/client';
import { apiBaseUrl, readCommerceConfig } from '@/lib/commerce/config';

describe('readCommerceConfig', () => {
  it('uses the sandbox when no organization is configured', () => {
    const config = readCommerceConfig({ SANDBOX_PORT: '4300' });
    expect(config).toMatchObject({
      organization: 'viridea',
      clientId: 'viridea-storefront',
      authUrl: 'http://127.0.0.1:4300',
      checkoutUrl: 'http://127.0.0.1:4300/checkout',
      sandboxOrigin: 'http://127.0.0.1:4300',
    });
    expect(readCommerceConfig({}).sandboxOrigin).toBe('http://127.0.0.1:4100');
  });

  it('builds hosted defaults from the organization and domain', () => {
    const config = readCommerceConfig({ COMMERCE_ORGANIZATION: 'viridea', COMMERCE_CLIENT_ID: 'abc' });
    expect(config.sandboxOrigin).toBeUndefined();
    expect(config.authUrl).toBe('https://auth.commercelayer.io');
    expect(apiBaseUrl(config)).toBe('https://viridea.commercelayer.io/api');
    const custom = readCommerceConfig({
      COMMERCE_ORGANIZATION: 'Viridea',
      COMMERCE_DOMAIN: 'example.test',
      COMMERCE_CLIENT_ID: 'abc',
      COMMERCE_AUTH_URL: 'https://auth.example.test/',
      COMMERCE_CHECKOUT_URL: 'https://pay.example.test/',
    });
    expect(apiBaseUrl(custom)).toBe('https://viridea.example.test/api');
    expect(custom.authUrl).toBe('https://auth.example.test');
    expect(custom.checkoutUrl).toBe('https://pay.example.test');
  });

  it('requires a client id for a hosted organization', () => {
    expect(() => readCommerceConfig({ COMMERCE_ORGANIZATION: 'viridea' })).toThrow("Undefined 'clientId' parameter");
  });
});

describe('client settings', () => {
  it.each([
    [{ accessToken: 't' }, 'organization'],
    [{ organization: 'viridea' }, 'accessToken'],
    [{ organization: '', accessToken: 't' }, 'organization'],
  ])('fails on %o with the missing parameter', (settings, parameter) => {
    expect(() => assertClientSettings(settings)).toThrow(`Undefined '${parameter}' parameter`);
  });

  it('refuses to build a client without a token', () => {
    expect(() => createCommerceClient(readCommerceConfig({}), undefined)).toThrow("Undefined 'accessToken' parameter");
  });
});
