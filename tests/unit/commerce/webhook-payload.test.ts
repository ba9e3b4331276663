import { describe, expect, it } from 'vitest';
import { parseWebhookPayload } from '@/lib/commerce/webhook-payload';

const order = { data: { id: 'ord_1', type: 'orders', attributes: { status: 'placed' }, relationships: {} } };

describe('parseWebhookPayload', () => {
  it('returns the resource of the expected type from a string or an object', () => {
    expect(parseWebhookPayload(JSON.stringify(order), 'orders')).toMatchObject({
      id: 'ord_1',
      attributes: { status: 'placed' },
    });
    expect(parseWebhookPayload(order, 'orders').type).toBe('orders');
  });

  it('rejects another resource type', () => {
    expect(() => parseWebhookPayload(order, 'skus')).toThrow('Invalid resource type [orders]');
  });

  it.each(['{not json', '{}', 'null', JSON.stringify({ data: { type: 'orders' } })])(
    'rejects %s as unparseable',
    (body) => {
      expect(() => parseWebhookPayload(body, 'orders')).toThrow('Payload parse error');
    },
  );
});
