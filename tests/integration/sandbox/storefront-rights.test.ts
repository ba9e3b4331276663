import { beforeAll, describe, expect, it } from 'vitest';
import { loadCommerce } from '../commerce/load';
import { failure } from './orders';
import { integrationToken, sdk } from './api';

let lib: Awaited<ReturnType<typeof loadCommerce>>;

beforeAll(async () => {
  lib = await loadCommerce();
});

describe('the storefront within a sales channel rights', () => {
  it('a draft left by a market move is deleted with the integration client, as a guest may not delete orders', async () => {
    const draft = await lib.cart.createOrder('it-consumer', { languageCode: 'en' });
    const guestDelete = lib.client.withMarketClient('it-consumer', (client) => client.orders.delete(draft.id));
    expect(await failure(guestDelete)).toMatchObject({ status: 403 });
    await lib.cart.discardOrder('it-consumer', draft.id);
    expect((await failure(sdk(await integrationToken()).orders.retrieve(draft.id))).status).toBe(404);
  });
});
