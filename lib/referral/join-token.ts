import 'server-only';
import { readCartSecret } from '@/lib/cart/secret';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { linkKey, openLink, sealLink } from '@/lib/mail/sealed-link';

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
const key = () => (cachedKey ??= linkKey('referral-join', readCartSecret()));

/** The mailed link's token: the request, sealed (lib/mail/sealed-link.ts), so it holds no readable email. */
export function sealJoin(join: PendingJoin): string {
  return sealLink(key(), join);
}

/** The request of a token this site sealed and that has not expired at `now`; undefined for anything else. */
export function openJoin(token: string, now: Date): PendingJoin | undefined {
  const join = openLink(key(), token);
  return isPendingJoin(join) && join.expiresAt > now.getTime() ? join : undefined;
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
