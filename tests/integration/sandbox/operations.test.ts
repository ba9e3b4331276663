import { beforeAll, describe, expect, it } from 'vitest';
import { api, integrationToken, marketToken, sdk } from './api';
import { failure } from './orders';

let admin: string;
let shop: string;

beforeAll(async () => {
  admin = await integrationToken();
  shop = await marketToken('it-consumer');
});

describe('operation classes', () => {
  it('refuses writes on read-only types with 405', async () => {
    const promotion = (await api('GET', 'promotions', admin)).body.data[0];
    expect((await api('POST', 'promotions', admin, { data: { type: 'promotions', attributes: {} } })).status).toBe(405);
    expect(
      (
        await api('PATCH', `promotions/${promotion.id}`, admin, {
          data: { type: 'promotions', id: promotion.id, attributes: {} },
        })
      ).status,
    ).toBe(405);
    const refused = await api('DELETE', `versions/abcdefghij`, admin);
    expect(refused.status).toBe(405);
    expect(refused.body.errors[0]).toMatchObject({ status: '405', code: 'METHOD_NOT_ALLOWED' });
  });

  it('lets authorizations and captures be updated only', async () => {
    expect(
      (await api('POST', 'authorizations', admin, { data: { type: 'authorizations', attributes: {} } })).status,
    ).toBe(405);
    expect((await api('DELETE', 'captures/abcdefghij', admin)).status).toBe(405);
    expect(
      (
        await api('PATCH', 'captures/abcdefghij', admin, {
          data: { type: 'captures', id: 'abcdefghij', attributes: {} },
        })
      ).status,
    ).toBe(404);
  });

  it('lets cleanups, exports and imports be created and deleted but not updated', async () => {
    const cl = sdk(admin);
    const created = await cl.exports.create({ resource_type: 'skus', format: 'json' });
    expect(created.id).toMatch(/^[A-Za-z]{10}$/);
    expect((await failure(cl.exports.update({ id: created.id, format: 'csv' } as never))).status).toBe(405);
    await cl.exports.delete(created.id);
    expect((await failure(cl.exports.retrieve(created.id))).status).toBe(404);
  });

  it('serves application and organization as read-only singletons', async () => {
    const cl = sdk(shop);
    expect(await cl.application.retrieve()).toMatchObject({ type: 'applications', kind: 'sales_channel' });
    expect(await cl.organization.retrieve()).toMatchObject({ type: 'organizations', slug: 'viridea' });
    expect(
      (await api('PATCH', 'organization', admin, { data: { type: 'organizations', attributes: {} } })).status,
    ).toBe(405);
    expect((await api('POST', 'application', admin, { data: { type: 'applications', attributes: {} } })).status).toBe(
      405,
    );
  });

  it('creates, updates and deletes ordinary types', async () => {
    const cl = sdk(admin);
    const tag = await cl.tags.create({ name: `crud-${Date.now()}` });
    const renamed = await cl.tags.update({ id: tag.id, name: `${tag.name}-x` });
    expect(renamed.name).toBe(`${tag.name}-x`);
    await cl.tags.delete(tag.id);
    expect((await failure(cl.tags.retrieve(tag.id))).status).toBe(404);
  });
});

describe('errors', () => {
  it('answers 404 for unknown types and ids', async () => {
    expect((await api('GET', 'unicorns', admin)).status).toBe(404);
    const missing = await api('GET', 'skus/abcdefghij', admin);
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0]).toMatchObject({ code: 'RECORD_NOT_FOUND', status: '404' });
  });

  it('answers 422 with a pointer for invalid attributes', async () => {
    const { status, errors } = await failure(sdk(admin).skus.create({ name: 'No code' } as never));
    expect(status).toBe(422);
    expect(errors[0].source.pointer).toBe('/data/attributes/code');
    const duplicate = await failure(sdk(admin).skus.create({ code: 'AURA-01', name: 'Again' } as never));
    expect(duplicate.errors[0].detail).toContain('has already been taken');
  });

  it('answers 403 when a sales channel writes admin types', async () => {
    expect((await failure(sdk(shop).skus.create({ code: 'X', name: 'X' } as never))).status).toBe(403);
  });

  it('answers 409 when the payload type does not match the path', async () => {
    expect((await api('POST', 'tags', admin, { data: { type: 'skus', attributes: { name: 'x' } } })).status).toBe(409);
  });

  it('answers 400 for includes that name no relationship', async () => {
    expect((await api('GET', 'skus?include=unicorns', admin)).status).toBe(400);
  });
});
