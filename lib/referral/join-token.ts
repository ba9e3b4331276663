import 'server-only';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { readCartSecret } from '@/lib/commerce/cart-secret';
import { isLocale, type Locale } from '@/lib/i18n/locales';

/** What a join request carries until the address owner confirms it: nothing is stored before that. */
export interface PendingJoin {
  email: string;
  firstName: string;
  country: string;
  locale: Locale;
  consentTextVersion: string;
  expiresAt: number;
}

let cachedKey: Buffer | undefined;
// A key of its own derived from the site secret: a join link cannot be turned into a cart cookie or back.
const key = () => (cachedKey ??= createHash('sha256').update(`referral-join\0${readCartSecret()}`).digest());

/** The mailed link's token: the request, encrypted and authenticated (AES-256-GCM), so it holds no readable email. */
export function sealJoin(join: PendingJoin): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(join), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The request of a token this site sealed and that has not expired at `now`; undefined for anything else. */
export function openJoin(token: string, now: Date): PendingJoin | undefined {
  if (!/^[\w-]{40,1400}$/.test(token)) return undefined;
  const raw = Buffer.from(token, 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const join = JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8'));
    if (!isPendingJoin(join) || join.expiresAt <= now.getTime()) return undefined;
    return join;
  } catch {
    return undefined;
  }
}

function isPendingJoin(value: unknown): value is PendingJoin {
  const join = value as Partial<PendingJoin> | null;
  return (
    typeof join?.email === 'string' &&
    typeof join.firstName === 'string' &&
    typeof join.country === 'string' &&
    typeof join.consentTextVersion === 'string' &&
    typeof join.expiresAt === 'number' &&
    isLocale(join.locale)
  );
}
