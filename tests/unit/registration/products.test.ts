// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureContentClient } from '@/lib/content/instance';
import { registrationSchema } from '@/lib/forms/schemas/registration';
import { validationMessages } from '@/lib/forms/server';
import { registrableProducts } from '@/lib/registration/products';

const contentRoot = fileURLToPath(new URL('../../../content', import.meta.url));

beforeAll(() => {
  configureContentClient({ env: {}, contentRoot });
});

const owner = {
  firstName: 'Lena',
  lastName: 'Berg',
  email: 'lena@example.de',
  country: 'DE',
  serialNumber: 'VE-2025-000417',
  macAddress: '3C:71:BF:4A:92:E1',
  purchaseLocation: 'Ecommerce',
  orderId: '10001',
  privacy: 'on',
};

// The client is shared by the files of a worker: the next one starts from the default again.
afterAll(() => configureContentClient({}));

describe('product registration choices (issue 26 defect 1)', () => {
  it('offers every product of the content catalogue, Verde basic and smart included, in each language', async () => {
    for (const locale of ['en', 'de', 'it'] as const) {
      const products = await registrableProducts(locale);
      expect(products.map(({ value }) => value).sort()).toEqual(['aura', 'freshly', 'verde-basic', 'verde-smart']);
      expect(products.find(({ value }) => value === 'verde-smart')).toMatchObject({ serialPrefix: 'VE' });
      expect(products.every(({ label }) => label.length > 0)).toBe(true);
    }
  });

  it('registers a Verde smart bought in our online shop without asking for a store', async () => {
    const schema = registrationSchema(validationMessages('de'), await registrableProducts('de'));
    const parsed = schema.safeParse({ ...owner, productFamily: 'verde-smart' });
    expect(parsed.error?.issues).toBeUndefined();
    expect(parsed.data).toMatchObject({ productFamily: 'verde-smart', store: undefined, otherStore: undefined });
    expect(schema.safeParse({ ...owner, productFamily: 'verde-basic', serialNumber: 'FR-2025-000417' }).success).toBe(
      false,
    );
  });

  it('asks for the store only where it was bought in a shop or on a marketplace', async () => {
    const schema = registrationSchema(validationMessages('en'), await registrableProducts('en'));
    const inShop = { ...owner, productFamily: 'verde-basic', purchaseLocation: 'Retail', orderId: 'R-4821' };
    expect(schema.safeParse(inShop).error?.issues.map(({ path }) => path[0])).toEqual(['store']);
    expect(schema.parse({ ...inShop, store: 'MediaMarkt' }).store).toBe('MediaMarkt');
    expect(
      schema.parse({ ...owner, productFamily: 'aura', serialNumber: 'AU-2025-000417', store: 'Target' }).store,
    ).toBe(undefined);
  });
});
