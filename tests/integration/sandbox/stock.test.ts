import { beforeAll, describe, expect, it } from 'vitest';
import { integrationToken, marketToken, sdk } from './api';
import { addLine, failure, newOrder, readyToPlace } from './orders';
import { withOwnSandbox } from './own-sandbox';

withOwnSandbox();

let admin: string;

beforeAll(async () => {
  admin = await integrationToken();
});

async function skuWithStock(quantity: number): Promise<string> {
  const ops = sdk(admin);
  const code = `STOCK-${Date.now()}-${quantity}`;
  const sku = await ops.skus.create({ code, name: 'Stock probe' } as never);
  const [list] = await ops.price_lists.list({ filters: { code_eq: 'it-consumer' } });
  await ops.prices.create({
    amount_cents: 500,
    sku_code: code,
    price_list: ops.price_lists.relationship(list.id),
    sku: ops.skus.relationship(sku.id),
  } as never);
  await ops.stock_items.create({ quantity, sku_code: code, sku: ops.skus.relationship(sku.id) } as never);
  return code;
}

describe('stock limits', () => {
  it('seeds AURA-01 low and VERDE-POT out of stock', async () => {
    const items = await sdk(admin).stock_items.list({ filters: { sku_code_in: 'AURA-01,VERDE-POT' } });
    expect(Object.fromEntries(items.map((i) => [i.sku_code, i.quantity]))).toEqual({ 'AURA-01': 3, 'VERDE-POT': 0 });
    const cl = sdk(await marketToken('it-consumer'));
    const order = await newOrder(cl);
    expect((await failure(addLine(cl, order.id, 'VERDE-POT', 1))).errors[0].detail).toContain('out of stock');
    expect((await failure(addLine(cl, order.id, 'AURA-01', 4))).errors[0].source.pointer).toBe(
      '/data/attributes/quantity',
    );
  });

  it('checks the merged quantity and the stock left at place time', async () => {
    const code = await skuWithStock(2);
    const cl = sdk(await marketToken('it-consumer'));
    const first = await newOrder(cl);
    await addLine(cl, first.id, code, 1);
    expect((await failure(addLine(cl, first.id, code, 2, { _update_quantity: true }))).status).toBe(422);
    const line = await addLine(cl, first.id, code, 1, { _update_quantity: true });
    expect(line.quantity).toBe(2);
    expect((await failure(cl.line_items.update({ id: line.id, quantity: 3 }))).status).toBe(422);
    const second = await newOrder(cl);
    await addLine(cl, second.id, code, 2);
    await readyToPlace(cl, first.id);
    await readyToPlace(cl, second.id);
    await cl.orders._place(first.id);
    const [item] = await sdk(admin).stock_items.list({ filters: { sku_code_eq: code } });
    expect(item.quantity).toBe(0);
    const late = await failure(cl.orders._place(second.id));
    expect(late.status).toBe(422);
    expect(late.errors[0].detail).toContain('out of stock');
  });
});
