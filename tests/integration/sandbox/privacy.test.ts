import { describe, expect, it } from 'vitest';
import { customerToken, integrationToken, marketToken, sdk } from './api';
import { addLine, failure, newOrder } from './orders';

describe('order privacy by token kind', () => {
  it('a guest token reads and changes an order by id but cannot list orders', async () => {
    const guest = sdk(await marketToken('it-consumer'));
    const order = await newOrder(guest);
    await addLine(guest, order.id, 'FRESHLY-01', 1);
    expect((await guest.orders.retrieve(order.id)).skus_count).toBe(1);
    expect((await guest.orders.update({ id: order.id, customer_email: 'changed@viridea.test' })).customer_email).toBe(
      'changed@viridea.test',
    );
    const refused = await failure(guest.orders.list());
    expect(refused.status).toBe(403);
    expect(refused.errors[0].code).toBe('FORBIDDEN');
  });

  it('a customer token lists only its own orders; an integration token lists every order', async () => {
    const guest = sdk(await marketToken('it-consumer'));
    const strangers = await newOrder(guest, { customer_email: 'customer@viridea.test' });
    const customer = sdk(await customerToken('it-consumer'));
    const own = await newOrder(customer);
    const mine = await customer.orders.list({ pageSize: 25, sort: { created_at: 'desc' } });
    expect(mine.map((o) => o.id)).toContain(own.id);
    expect(mine.map((o) => o.id)).not.toContain(strangers.id);
    const admin = sdk(await integrationToken());
    const all = await admin.orders.list({ filters: { id_in: [own.id, strangers.id].join(',') } });
    expect(all.length).toBe(2);
  });
});
