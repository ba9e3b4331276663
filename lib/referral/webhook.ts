import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** `X-CommerceLayer-Signature`: base64 HMAC-SHA256 of the raw body with the webhook's shared secret. */
export function validSignature(body: string, signature: string | null, secret: string): boolean {
  if (!signature || !secret) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(body).digest('base64'));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The delivery's identity: a retry of one event posts the same topic and body, so it maps to one id. */
export const eventId = (topic: string, body: string) => createHash('sha256').update(`${topic}\n${body}`).digest('hex');
