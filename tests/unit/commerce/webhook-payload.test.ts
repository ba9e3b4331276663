import { describe, expect, it } from 'vitest';
import { parseWebhookDocument, parseWebhookPayload } from '@/lib/commerce/webhook-payload';

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

  it('takes an order number only as the string the platform types it, and never offers the id in its place', () => {
    const numbered = (number: unknown) => ({ data: { ...order.data, attributes: { number } } });
    expect(parseWebhookPayload(numbered('10001'), 'orders').attributes.number).toBe('10001');
    expect(parseWebhookPayload(numbered(null), 'orders').attributes.number).toBeNull();
    for (const number of [10001, { value: '10001' }, ['10001'], true])
      expect(() => parseWebhookPayload(numbered(number), 'orders'), String(number)).toThrow('Payload parse error');
  });

  it('checks what the document includes too', () => {
    const withLines = { ...order, included: [{ id: 'li_1', type: 'line_items', attributes: { quantity: 1 } }] };
    expect(parseWebhookDocument(withLines).included).toEqual([
      { id: 'li_1', type: 'line_items', attributes: { quantity: 1 }, relationships: {} },
    ]);
    for (const included of [
      'nope',
      [null],
      [{ id: 1, type: 'x' }],
      [{ id: 'o', type: 'orders', attributes: { number: 7 } }],
    ])
      expect(() => parseWebhookDocument({ ...order, included }), JSON.stringify(included)).toThrow(
        'Payload parse error',
      );
  });
});
