// @vitest-environment node
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/webhooks/commerce/route';

const secret = 'topic-test-secret';
const placedBody = JSON.stringify({
  data: { id: 'ord-9', type: 'orders', attributes: { status: 'placed', placed_at: '2027-01-05T10:00:00.000Z' } },
});

async function deliver(topic: string, body: string) {
  return POST(
    new Request('http://shop.test/api/webhooks/commerce', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-CommerceLayer-Topic': topic,
        'X-CommerceLayer-Signature': createHmac('sha256', secret).update(body).digest('base64'),
      },
      body,
    }),
  );
}

describe('POST /api/webhooks/commerce, topic outside the signature', () => {
  beforeAll(() => vi.stubEnv('COMMERCE_WEBHOOK_SECRET', secret));
  afterAll(() => vi.unstubAllEnvs());

  it('refuses a signed orders.place body re-sent as another followed topic, before recording anything', async () => {
    for (const topic of ['orders.cancel', 'shipments.deliver', 'returns.receive']) {
      const response = await deliver(topic, placedBody);
      expect([topic, response.status]).toEqual([topic, 422]);
    }
  });
});
