import { createHmac, timingSafeEqual } from 'node:crypto';

const b64 = (v: string | Buffer) => Buffer.from(v).toString('base64url');

export function signJwt(payload: Record<string, unknown>, secret: string): string {
  const head = b64(JSON.stringify({ alg: 'HS512', typ: 'JWT' }));
  const body = b64(JSON.stringify(payload));
  const sig = createHmac('sha512', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

/** Payload of a token signed with secret, or undefined when malformed or forged. */
export function verifyJwt(token: string, secret: string): Record<string, unknown> | undefined {
  const [head, body, sig] = token.split('.');
  if (!head || !body || !sig) return undefined;
  const expected = createHmac('sha512', secret).update(`${head}.${body}`).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}
