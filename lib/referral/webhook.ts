import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** `X-CommerceLayer-Signature`: base64 HMAC-SHA256 of the raw body with the webhook's shared secret. */
export function validSignature(body: string, signature: string | null, secret: string): boolean {
  if (!signature || !secret) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(body).digest('base64'));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The event's identity: one topic happens once to one resource, so a retry, or the same body re-sent under another
 * event id, maps to one id.
 */
export const eventId = (topic: string, resource: { type: string; id: string }) =>
  createHash('sha256').update(`${topic}\n${resource.type}\n${resource.id}`).digest('hex');

const proofOf: Record<string, { type: string; status: string; at: string }> = {
  'orders.place': { type: 'orders', status: 'placed', at: 'placed_at' },
  'orders.cancel': { type: 'orders', status: 'cancelled', at: 'cancelled_at' },
  'shipments.deliver': { type: 'shipments', status: 'delivered', at: 'delivered_at' },
  'returns.receive': { type: 'returns', status: 'received', at: 'received_at' },
};

/**
 * The topic header is outside the signature: a followed topic counts only when the signed payload shows it happened
 * (the resource's type, and its status or the event's timestamp), so a captured body cannot be replayed as another topic.
 */
export function topicMatches(topic: string, resource: { type: string; attributes?: Record<string, unknown> }): boolean {
  const proof = proofOf[topic];
  if (!proof) return true;
  const attributes = resource.attributes ?? {};
  if (resource.type !== proof.type) return false;
  if (typeof attributes.status === 'string') return attributes.status === proof.status;
  return typeof attributes[proof.at] === 'string';
}
