import { describe, expect, it, vi } from 'vitest';
import {
  assertClientSettings,
  countRecords,
  createCommerceClient,
  defaultPage,
  requestTimeoutMs,
} from '@/lib/commerce/sdk';
import {
  apiBaseUrl,
  missingIntegrationMessage,
  readCommerceConfig,
  readIntegrationCredentials,
} from '@/lib/commerce/config';

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

describe('countRecords', () => {
  it('asks for one record on the first page and reads record_count', async () => {
    const list = vi.fn(async () => ({ meta: { recordCount: 42 } }));
    expect(await countRecords(list)).toBe(42);
    expect(list).toHaveBeenCalledWith({ pageNumber: 1, pageSize: 1 });
  });

  it('keeps the platform defaults: page 1, 10 per page, 15 s time-out', () => {
    expect(defaultPage).toEqual({ number: 1, size: 10 });
    expect(requestTimeoutMs).toBe(15_000);
  });
});

describe('readIntegrationCredentials', () => {
  it("uses the sandbox's seeded client only when no hosted organization is configured", () => {
    expect(readIntegrationCredentials({})).toEqual({
      clientId: 'viridea-integration',
      clientSecret: 'viridea-integration-secret',
    });
    expect(
      readIntegrationCredentials({ COMMERCE_INTEGRATION_CLIENT_ID: 'id', COMMERCE_INTEGRATION_CLIENT_SECRET: 's' }),
    ).toEqual({ clientId: 'id', clientSecret: 's' });
  });

  it('refuses the published secret for a hosted organization', () => {
    expect(() => readIntegrationCredentials({ COMMERCE_ORGANIZATION: 'viridea' })).toThrow(missingIntegrationMessage);
    expect(() =>
      readIntegrationCredentials({ COMMERCE_ORGANIZATION: 'viridea', COMMERCE_INTEGRATION_CLIENT_ID: 'id' }),
    ).toThrow(missingIntegrationMessage);
  });
});
