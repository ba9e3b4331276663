// @vitest-environment node
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/webhooks/commerce/route';

const secret = 'size-test-secret';
const site = 'http://shop.test/api/webhooks/commerce';
const headers = (body: string) => ({
  'Content-Type': 'application/json',
  'X-CommerceLayer-Topic': 'customers.create',
  'X-CommerceLayer-Signature': createHmac('sha256', secret).update(body).digest('base64'),
});

describe('the commerce webhook’s body (ADR 0051)', () => {
  beforeAll(() => vi.stubEnv('COMMERCE_WEBHOOK_SECRET', secret));
  afterAll(() => vi.unstubAllEnvs());

  it('is refused 413 by its declared length, before a byte of it is read', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.close();
      },
    });
    const init = { method: 'POST', headers: { ...headers(''), 'Content-Length': String(50 * 1024 * 1024) }, body };
    const response = await POST(new Request(site, { ...init, duplex: 'half' } as RequestInit));
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe('payloadTooLarge');
    // Only the drain that lets the answer arrive touched the body.
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('is refused 413 once the bytes streamed pass the cap, signed or not', async () => {
    let read = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        read += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(32));
        if (read >= 2 * 1024 * 1024) controller.close();
      },
    });
    const init = { method: 'POST', headers: headers('x'), body: endless, duplex: 'half' };
    expect((await POST(new Request(site, init as RequestInit))).status).toBe(413);
  });

  it('still takes a signed payload of a realistic size and refuses a wrong signature', async () => {
    const data = { id: 'cus-1', type: 'customers', attributes: { metadata: { note: 'x'.repeat(100_000) } } };
    const body = JSON.stringify({ data });
    expect((await POST(new Request(site, { method: 'POST', headers: headers(body), body }))).status).toBe(204);
    const forged = { ...headers(body), 'X-CommerceLayer-Signature': 'AAAA' };
    expect((await POST(new Request(site, { method: 'POST', headers: forged, body }))).status).toBe(401);
  });
});
