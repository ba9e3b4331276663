import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eventId, topicMatches, validSignature } from '@/lib/referral/webhook';

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

  it('gives one topic of one resource one event id, whatever body carried it', () => {
    const order = { id: 'ord_1', type: 'orders' };
    expect(eventId('orders.place', order)).toBe(eventId('orders.place', { ...order }));
    expect(eventId('orders.cancel', order)).not.toBe(eventId('orders.place', order));
    expect(eventId('orders.place', { id: 'ord_2', type: 'orders' })).not.toBe(eventId('orders.place', order));
  });
});

describe('webhook topic', () => {
  const placed = { type: 'orders', attributes: { status: 'placed', placed_at: '2027-01-05T10:00:00.000Z' } };

  it('counts a followed topic only when the signed payload shows it happened', () => {
    expect(topicMatches('orders.place', placed)).toBe(true);
    expect(topicMatches('orders.cancel', placed)).toBe(false);
    expect(topicMatches('orders.cancel', { type: 'orders', attributes: { status: 'cancelled' } })).toBe(true);
    expect(topicMatches('shipments.deliver', placed)).toBe(false);
    expect(topicMatches('shipments.deliver', { type: 'shipments', attributes: { delivered_at: 'x' } })).toBe(true);
    expect(topicMatches('returns.receive', { type: 'returns', attributes: { status: 'approved' } })).toBe(false);
    expect(topicMatches('orders.cancel', { type: 'orders', attributes: { placed_at: 'x' } })).toBe(false);
  });

  it('leaves topics the programme does not follow to the route (answered 204)', () => {
    expect(topicMatches('orders.unknown', placed)).toBe(true);
  });
});
