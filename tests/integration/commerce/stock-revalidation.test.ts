import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/webhooks/commerce/route';
import { cacheTags } from '@/lib/cache';
import { placeOffer } from '@/lib/market-variants/server';
import { baseUrl, integrationToken, marketToken, sdk } from '../sandbox/api';
import { addLine, newOrder, readyToPlace } from '../sandbox/orders';
import { withOwnSandbox } from '../sandbox/own-sandbox';

const { revalidateTag } = vi.hoisted(() => ({ revalidateTag: vi.fn() }));
vi.mock('next/cache', async (original) => ({ ...(await original<typeof import('next/cache')>()), revalidateTag }));

withOwnSandbox();

let server: Server;
const answers: number[] = [];

const forwarded = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(
    ['content-type', 'x-commercelayer-topic', 'x-commercelayer-signature'].map((name) => [name, String(headers[name])]),
  );

beforeAll(async () => {
  // lib/commerce (the page render's offer) talks to this file's own sandbox.
  process.env.SANDBOX_PORT = new URL(baseUrl()).port;
  // The platform's deliveries reach the storefront's own webhook route, as they would over the network.
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', async () => {
      const request = new Request('http://shop.test/api/webhooks/commerce', {
        method: 'POST',
        headers: forwarded(req.headers),
        body,
      });
      const answer = await POST(request);
      answers.push(answer.status);
      res.writeHead(answer.status).end();
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
});

afterAll(() => server?.close());

const expired = (sku: string) => revalidateTag.mock.calls.filter(([tag]) => tag === cacheTags.product(sku)).length;

describe("a stock change expires the product's cached pages", () => {
  it('when an order takes the last units, and when the stock is set again; the next render reads it', async () => {
    const ops = sdk(await integrationToken());
    const { port } = server.address() as AddressInfo;
    const hook = await ops.webhooks.create({
      topic: 'stock_items.update',
      callback_url: `http://127.0.0.1:${port}/api/webhooks/commerce`,
    });
    vi.stubEnv('COMMERCE_WEBHOOK_SECRET', hook.shared_secret);

    // A page rendered just before: "Only 3 left".
    expect((await placeOffer('en', 'AURA-01'))?.offer).toMatchObject({ stock: 3, stockState: 'scarce' });
    const cl = sdk(await marketToken('it-consumer'));
    const order = await newOrder(cl);
    await addLine(cl, order.id, 'AURA-01', 3);
    await readyToPlace(cl, order.id);
    await cl.orders._place(order.id);
    await expect.poll(() => expired('AURA-01'), { timeout: 10_000 }).toBe(1);
    expect(revalidateTag).toHaveBeenCalledWith('commerce:sku:AURA-01', { expire: 0 });
    // The render the expiry causes, seconds later in the same process, must not cache what was read before it.
    expect((await placeOffer('en', 'AURA-01'))?.offer).toMatchObject({ stock: 0, stockState: 'out-of-stock' });

    const [item] = await ops.stock_items.list({ filters: { sku_code_eq: 'AURA-01' } });
    expect(item.quantity).toBe(0);
    await ops.stock_items.update({ id: item.id, quantity: 3 });
    await expect.poll(() => expired('AURA-01'), { timeout: 10_000 }).toBe(2);
    expect(answers.every((status) => status === 204)).toBe(true);
    expect(revalidateTag.mock.calls.every(([tag]) => tag === 'commerce:sku:AURA-01')).toBe(true);
    vi.unstubAllEnvs();
  });
});
