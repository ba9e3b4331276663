import 'server-only';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** A key of its own for one kind of link, derived from the site secret: one kind's token never opens as another. */
export function linkKey(label: string, siteSecret: string): Buffer {
  return createHash('sha256').update(`${label}\0${siteSecret}`).digest();
}

/**
 * A mailed link's token that is the pending request itself, encrypted and authenticated (AES-256-GCM): nothing is
 * stored before the address owner confirms, and the URL holds no readable email.
 */
export function sealLink(key: Buffer, value: object): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The value a token sealed under `key` holds, or undefined for anything else (tampered, foreign, malformed). */
export function openLink(key: Buffer, token: string): unknown {
  if (!/^[\w-]{40,1400}$/.test(token)) return undefined;
  const raw = Buffer.from(token, 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8'));
  } catch {
    return undefined;
  }
}
