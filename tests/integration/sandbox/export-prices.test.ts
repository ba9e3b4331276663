import { describe, expect, it } from 'vitest';
import { marketToken, sdk } from './api';
import { addLine, newOrder } from './orders';

// Freshly costs €69.00 with the EU's 21 % VAT in it (sandbox/seed/skus.ts, regions.ts): outside the EU it is sold net.
const exportCents = Math.round(6900 / 1.21);

describe('the extra-EU markets sell at net export prices', () => {
  it.each(['extra-eu-consumer', 'extra-eu-business'])('%s: the EU price without its VAT, none added', async (code) => {
    const cl = sdk(await marketToken(code));
    const order = await newOrder(cl, { shipping_country_code_lock: 'CH' });
    await addLine(cl, order.id, 'FRESHLY-01', 1);
    const priced = await cl.orders.retrieve(order.id);
    expect(priced).toMatchObject({
      tax_included: false,
      subtotal_amount_cents: exportCents,
      total_tax_amount_cents: 0,
      total_amount_cents: exportCents,
    });
  });
});
