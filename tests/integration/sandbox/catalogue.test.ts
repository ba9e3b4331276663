import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE, relationCount } from '../../../sandbox/catalogue/types';
import { api, integrationToken } from './client';

// Types whose create needs domain data (order, market, rule…); their writes are covered by the domain suites.
const DOMAIN_CREATE = new Set(['orders', 'line_items', 'shipments', 'returns', 'return_line_items', 'coupons', 'gift_cards', 'customers', 'webhooks', 'addresses', 'skus', 'markets', 'price_lists', 'prices', 'shipping_methods', 'stock_locations', 'stock_items', 'tags', 'customer_groups', 'imports', 'exports', 'cleanups']);
const SAMPLE: Record<string, Record<string, unknown>> = {
  imports: { resource_type: 'skus', inputs: [] },
  exports: { resource_type: 'skus' },
  cleanups: { resource_type: 'skus' },
};

let admin: string;
beforeAll(async () => {
  admin = await integrationToken();
});

const path = (type: string) => (type === 'applications' ? 'application' : type === 'organizations' ? 'organization' : type);

describe('every catalogue type', () => {
  it('has every relationship pointing at a served type', () => {
    expect(CATALOGUE.size).toBeGreaterThanOrEqual(120);
    expect(relationCount()).toBeGreaterThanOrEqual(500);
    for (const entry of CATALOGUE.values()) for (const r of entry.relations.values()) expect(CATALOGUE.has(r.target), `${entry.type}.${r.name}`).toBe(true);
  });

  for (const entry of CATALOGUE.values()) {
    it(`${entry.type} (${entry.operations})`, async () => {
      const listed = await api('GET', path(entry.type), admin);
      expect(listed.status).toBe(200);
      const body = { data: { type: entry.type, attributes: { reference: 'generated', ...SAMPLE[entry.type] } } };
      let record = Array.isArray(listed.body.data) ? listed.body.data[0] : listed.body.data;
      if (entry.operations === 'singleton') {
        for (const method of ['POST', 'PATCH', 'DELETE']) expect((await api(method, path(entry.type), admin, method === 'DELETE' ? undefined : body)).status).toBe(405);
      } else if (entry.operations === 'read-only' || entry.operations === 'update-only') {
        expect((await api('POST', entry.type, admin, body)).status).toBe(405);
        expect((await api('DELETE', `${entry.type}/abcdefghij`, admin)).status).toBe(405);
        if (entry.operations === 'read-only') expect((await api('PATCH', `${entry.type}/abcdefghij`, admin, { data: { ...body.data, id: 'abcdefghij' } })).status).toBe(405);
      } else if (!DOMAIN_CREATE.has(entry.type) || SAMPLE[entry.type]) {
        const created = await api('POST', entry.type, admin, body);
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        record = created.body.data;
        const patched = await api('PATCH', `${entry.type}/${record.id}`, admin, { data: { type: entry.type, id: record.id, attributes: { reference: 'patched' } } });
        expect(patched.status).toBe(entry.operations === 'create-delete' ? 405 : 200);
      }
      if (record?.id && entry.operations !== 'singleton') {
        expect((await api('GET', `${entry.type}/${record.id}`, admin)).status).toBe(200);
        for (const relation of entry.relations.keys()) {
          const rel = await api('GET', `${entry.type}/${record.id}/${relation}`, admin);
          expect(rel.status, `${entry.type}/${relation}`).toBe(200);
        }
        if (record.attributes.reference === 'generated' || record.attributes.reference === 'patched') {
          expect((await api('DELETE', `${entry.type}/${record.id}`, admin)).status).toBe(204);
          expect((await api('GET', `${entry.type}/${record.id}`, admin)).status).toBe(404);
        }
      }
    });
  }
});
