import 'server-only';
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { limitKey } from './limit-key';
import { HttpProblem } from './problem';
import { logger } from '@/lib/telemetry/log';
import { countRefusal } from '@/lib/telemetry/metrics';

/**
 * Attempts per key and window; a legitimate visitor stays far below each. Unsuffixed names count a visitor, a cart or
 * a browser (a form's name: its client address), `…Email` and `…Number` one mailbox or order number asked for by one
 * client (`subjectClientKey`), `…Address` the generous ceiling of one address (docs/adr/0019-fair-limits.md), `…Mail…`
 * the budgets of mail to unconfirmed addresses (lib/mail/recipient-limit.ts).
 */
export const limits = {
  coupon: { points: 10, duration: 15 * 60 },
  couponAddress: { points: 100, duration: 15 * 60 },
  assistant: { points: 60, duration: 10 * 60 },
  searchAddress: { points: 600, duration: 10 * 60 },
  sliceSimulatorAddress: { points: 600, duration: 10 * 60 },
  orderCreation: { points: 20, duration: 60 * 60 },
  orderCreationAddressBurst: { points: 200, duration: 60 },
  orderCreationAddress: { points: 1000, duration: 60 * 60 },
  cookieConsent: { points: 10, duration: 15 * 60 },
  cookieConsentAddressBurst: { points: 200, duration: 60 },
  cookieConsentAddress: { points: 1000, duration: 60 * 60 },
  newsletter: { points: 100, duration: 15 * 60 },
  newsletterEmail: { points: 5, duration: 60 * 60 },
  contact: { points: 100, duration: 15 * 60 },
  contactEmail: { points: 5, duration: 60 * 60 },
  registration: { points: 100, duration: 15 * 60 },
  registrationEmail: { points: 10, duration: 60 * 60 },
  referralJoin: { points: 100, duration: 15 * 60 },
  referralJoinEmail: { points: 5, duration: 60 * 60 },
  referralSignIn: { points: 100, duration: 15 * 60 },
  referralSignInEmail: { points: 3, duration: 15 * 60 },
  referralSignInResend: { points: 1, duration: 5 * 60 },
  privacyRequest: { points: 100, duration: 15 * 60 },
  orderLookup: { points: 30, duration: 15 * 60 },
  orderLookupNumber: { points: 10, duration: 60 * 60 },
  stockAlert: { points: 100, duration: 15 * 60 },
  stockAlertEmail: { points: 10, duration: 60 * 60 },
  unconfirmedMailSender: { points: 50, duration: 60 * 60 },
  unconfirmedMailRecipient: { points: 5, duration: 60 * 60 },
  unconfirmedMailAll: { points: 1000, duration: 60 * 60 },
  privacyMailSender: { points: 10, duration: 60 * 60 },
  privacyMailRecipient: { points: 3, duration: 60 * 60 },
  privacyMailAll: { points: 300, duration: 60 * 60 },
} as const;
export type LimitName = keyof typeof limits;

const limiters = new Map<LimitName, Promise<RateLimiterAbstract>>();

/** RATE_LIMIT_SCALE multiplies every allowance (the e2e suite, which buys a lot from one address, sets it). */
function policy(name: LimitName): { points: number; duration: number } {
  const scale = Number(process.env.RATE_LIMIT_SCALE);
  const points = limits[name].points * (Number.isFinite(scale) && scale >= 1 ? Math.floor(scale) : 1);
  return { points, duration: limits[name].duration };
}

async function createLimiter(name: LimitName): Promise<RateLimiterAbstract> {
  const memory = new RateLimiterMemory({ keyPrefix: name, ...policy(name) });
  const databaseUrl = process.env.DATABASE_URL?.trim();
  if (!databaseUrl) return memory;
  const { postgresLimiter } = await import('./rate-limit-postgres');
  return postgresLimiter(databaseUrl, name, policy(name), memory).catch((error: unknown) => {
    logger.error({ err: error }, `[rate-limit] ${name}: PostgreSQL store unavailable, counting in memory`);
    return memory;
  });
}

function limiter(name: LimitName): Promise<RateLimiterAbstract> {
  let pending = limiters.get(name);
  if (!pending) {
    pending = createLimiter(name);
    limiters.set(name, pending);
  }
  return pending;
}

/** Counts one attempt of `key` (a client) at `name`; over the limit → 429 with `Retry-After` in seconds. */
export async function consumeLimit(name: LimitName, key: string): Promise<void> {
  try {
    await (await limiter(name)).consume(key);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    countRefusal(name);
    const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw new HttpProblem('tooManyRequests', { 'Retry-After': String(seconds) });
  }
}

/** One count of a shaped limit: the limit and its key; an undefined key (no visitor yet) skips it. */
export type LimitStep = readonly [LimitName, string | undefined];

/**
 * Counts a visitor's attempt against each step in order, stopping at the first refusal: one visitor over their own
 * allowance spends no more of the budget their address shares with everyone behind it.
 */
export async function consumeLimits(steps: readonly LimitStep[]): Promise<void> {
  for (const [name, key] of steps) if (key) await consumeLimit(name, key);
}

/** Counts one attempt like `consumeLimit`, answering true instead of throwing when the client is over the limit. */
export async function overLimit(name: LimitName, key: string): Promise<boolean> {
  try {
    await consumeLimit(name, key);
    return false;
  } catch (error) {
    if (error instanceof HttpProblem && error.status === 429) return true;
    throw error;
  }
}

/**
 * The client a limit counts against: the one address server/serve.ts trusted (server/http/client-address.ts), as its
 * limit key (an IPv6 address by its /64).
 */
export function clientKey(headers: Headers): string {
  const hops = (headers.get('x-forwarded-for') ?? '').split(',').map((hop) => hop.trim());
  return limitKey(hops.findLast(Boolean)?.slice(0, 64) || 'unknown');
}

/**
 * The key of a per-subject limit (a mailbox, an order number) for one client: a stranger's attempts spend their own
 * allowance, never the one the owner asks with from elsewhere (docs/adr/0052-budgets-nobody-spends-for-others.md).
 */
export function subjectClientKey(subject: string, client: string): string {
  return `${subject} ${client}`;
}

/** Tests: forget every counter. */
export function resetLimits(): void {
  limiters.clear();
}
