import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eventId, validSignature } from '@/lib/referral/webhook';

const body = JSON.stringify({ data: { id: 'ord_1', type: 'orders' } });
const sign = (text: string, secret: string) => createHmac('sha256', secret).update(text).digest('base64');

describe('webhook signature', () => {
  it('accepts the platform signature of the exact body', () => {
    expect(validSignature(body, sign(body, 's3cret'), 's3cret')).toBe(true);
  });

  it('rejects another secret, a changed body, a missing header or no configured secret', () => {
    expect(validSignature(body, sign(body, 'other'), 's3cret')).toBe(false);
    expect(validSignature(`${body} `, sign(body, 's3cret'), 's3cret')).toBe(false);
    expect(validSignature(body, null, 's3cret')).toBe(false);
    expect(validSignature(body, sign(body, ''), '')).toBe(false);
  });

  it('gives a retried delivery the same event id', () => {
    expect(eventId('orders.place', body)).toBe(eventId('orders.place', body));
    expect(eventId('orders.cancel', body)).not.toBe(eventId('orders.place', body));
  });
});
