import { beforeAll, describe, expect, it } from 'vitest';
import * as status from '@/lib/orders/status';
import { integrationToken, marketToken, sdk } from '../sandbox/api';
import { addLine, newOrder, readyToPlace } from '../sandbox/orders';

let placed: { id: string; number: string; total: number };
let draft: { id: string; number: string };

beforeAll(async () => {
  const cl = sdk(await marketToken('it-consumer'));
  const order = await newOrder(cl, { customer_email: 'Guest.Buyer@Viridea.test', language_code: 'de' });
  await addLine(cl, order.id, 'VERDE-SUBSTRATE', 2);
  await readyToPlace(cl, order.id);
  const done = await cl.orders._place(order.id);
  placed = { id: order.id, number: String(done.number), total: done.total_amount_cents ?? 0 };
  const open = await newOrder(cl, { customer_email: 'guest.buyer@viridea.test' });
  await addLine(cl, open.id, 'AURA-STRAP', 1);
  draft = { id: open.id, number: String(open.number) };
});

describe('the guest order page on the platform (sandbox)', () => {
  it('finds a placed order by its number and the address it was placed with, in any letter case', async () => {
    expect(await status.findOrderId(placed.number, 'guest.buyer@viridea.test')).toBe(placed.id);
    expect(await status.findOrderId(placed.number, 'GUEST.BUYER@viridea.TEST')).toBe(placed.id);
  });

  it('finds nothing for a wrong address, an unknown number or an order not placed yet', async () => {
    expect(await status.findOrderId(placed.number, 'someone.else@viridea.test')).toBeUndefined();
    expect(await status.findOrderId('987654321', 'guest.buyer@viridea.test')).toBeUndefined();
    expect(await status.findOrderId(draft.number, 'guest.buyer@viridea.test')).toBeUndefined();
  });

  it('reads status, lines, totals and shipments from the platform, and nothing for a draft or an unknown id', async () => {
    const view = await status.readOrderStatus(placed.id);
    expect(view).toMatchObject({
      number: placed.number,
      status: 'placed',
      currency: 'EUR',
      lines: [{ skuCode: 'VERDE-SUBSTRATE', quantity: 2 }],
      totals: { total: placed.total },
      // Shipped to Italy for a private buyer: the prices hold the VAT, named after the total as "incl. VAT".
      taxLabel: 'vatIncluded',
      taxAdded: false,
    });
    expect(view?.placedAt).toEqual(expect.any(String));
    expect(view?.shipments.length).toBeGreaterThan(0);
    expect(view?.shipments[0]).toMatchObject({ number: expect.any(String), tracking: null });
    expect(await status.readOrderStatus(draft.id)).toBeUndefined();
    expect(await status.readOrderStatus('noSuchOrder')).toBeUndefined();
  });

  it('follows the order as it moves on: approved, then cancelled', async () => {
    const ops = sdk(await integrationToken());
    await ops.orders._approve(placed.id);
    expect((await status.readOrderStatus(placed.id))?.status).toBe('approved');
    await ops.orders._cancel(placed.id);
    expect((await status.readOrderStatus(placed.id))?.status).toBe('cancelled');
  });
});
