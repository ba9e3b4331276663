import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { recordConsent } from '@/lib/db/consent';
import { db } from '@/lib/db/server';
import type { SubmissionMeta } from '@/lib/db/submission-meta';
import { inTransaction } from '@/lib/db/transaction';
import type { NewsletterInput } from '@/lib/forms/schemas/newsletter';
import { siteOrigin } from '@/lib/http/site-origin';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { enqueueMail } from '@/lib/mail/outbox';
import { mayMailUnconfirmed } from '@/lib/mail/recipient-limit';
import { pathFor } from '@/lib/routes/paths';
import { unsubscribeToken } from './unsubscribe-token';

/** The code the confirmation mail gives (a coupon of the commerce platform); the offer's wording is content. */
export function newsletterCouponCode(env: Record<string, string | undefined> = process.env): string {
  return env.NEWSLETTER_COUPON_CODE?.trim() || 'WELCOME10';
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** How long a confirmation link works; an unconfirmed sign-up is deleted later by the retention job. */
const confirmLinkDays = 7;

function unsubscribeLinks(locale: string, id: number) {
  const token = unsubscribeToken(id);
  const page = pathFor(isLocale(locale) ? locale : 'en', { pathname: '/newsletter/unsubscribe' });
  return {
    unsubscribeUrl: `${siteOrigin()}${page}?u=${token}`,
    oneClickUrl: `${siteOrigin()}/api/newsletter/unsubscribe?u=${token}`,
  };
}

function confirmUrl(locale: Locale, token: string): string {
  return `${siteOrigin()}${pathFor(locale, { pathname: '/newsletter/confirm' })}?token=${token}`;
}

/**
 * Stores a pending subscription (double opt-in) with its consent and the confirmation mail, in one transaction.
 * The same key again changes nothing; a new sign-up of a pending address renews its link; a confirmed one is kept.
 * The confirmation mail counts against the limits of mail to unconfirmed addresses (dropped silently over them).
 */
export async function subscribe(
  input: NewsletterInput,
  meta: SubmissionMeta,
): Promise<{ status: 'pending' | 'already-confirmed' }> {
  const email = input.email.trim().toLowerCase();
  return inTransaction(db(), async (trx) => {
    const replay = await trx
      .selectFrom('newsletter_subscriptions')
      .select('confirmed_at')
      .where('idempotency_key', '=', meta.idempotencyKey)
      .executeTakeFirst();
    if (replay) return { status: replay.confirmed_at ? 'already-confirmed' : 'pending' };
    const existing = await trx
      .selectFrom('newsletter_subscriptions')
      .select(['id', 'confirmed_at', 'idempotency_key'])
      .where('email', '=', email)
      .forUpdate()
      .executeTakeFirst();
    // A concurrent request with this key committed after the replay check above: still a replay.
    if (existing?.idempotency_key === meta.idempotencyKey)
      return { status: existing.confirmed_at ? 'already-confirmed' : 'pending' };
    if (existing?.confirmed_at) return { status: 'already-confirmed' };
    const token = randomBytes(32).toString('base64url');
    const values = {
      idempotency_key: meta.idempotencyKey,
      email,
      country: input.country,
      first_name: input.firstName || null,
      source: input.source,
      locale: meta.locale,
      token_hash: hashToken(token),
      token_expires_at: new Date(Date.now() + confirmLinkDays * 86_400_000),
    };
    const { id } = existing
      ? await trx
          .updateTable('newsletter_subscriptions')
          .set(values)
          .where('id', '=', existing.id)
          .returning('id')
          .executeTakeFirstOrThrow()
      : await trx.insertInto('newsletter_subscriptions').values(values).returning('id').executeTakeFirstOrThrow();
    await recordConsent(trx, {
      subject: 'newsletter',
      subjectId: id,
      purposes: ['privacy', 'newsletter'],
      textVersion: meta.consentTextVersion,
      locale: meta.locale,
    });
    // Over the limits of mail to unconfirmed addresses the link is not sent; a later sign-up renews it.
    if (!(await mayMailUnconfirmed(email, meta.client))) return { status: 'pending' };
    await enqueueMail(trx, {
      template: 'newsletter-confirm',
      locale: meta.locale,
      to: email,
      data: { confirmUrl: confirmUrl(meta.locale, token), ...(input.firstName ? { firstName: input.firstName } : {}) },
    });
    return { status: 'pending' };
  });
}

export interface Confirmation {
  status: 'confirmed' | 'already-confirmed' | 'invalid';
  locale?: Locale;
  couponCode?: string;
}

/** Confirms the subscription of a mailed link and queues the welcome mail with the discount code (once). */
export async function confirmSubscription(token: string): Promise<Confirmation> {
  if (!/^[\w-]{43}$/.test(token)) return { status: 'invalid' };
  return inTransaction(db(), async (trx) => {
    const row = await trx
      .selectFrom('newsletter_subscriptions')
      .select(['id', 'email', 'first_name', 'locale', 'confirmed_at', 'coupon_code', 'token_expires_at'])
      .where('token_hash', '=', hashToken(token))
      .forUpdate()
      .executeTakeFirst();
    if (!row) return { status: 'invalid' };
    const locale = isLocale(row.locale) ? row.locale : undefined;
    if (row.confirmed_at) return { status: 'already-confirmed', locale, couponCode: row.coupon_code ?? undefined };
    if (row.token_expires_at <= new Date()) return { status: 'invalid' };
    const couponCode = newsletterCouponCode();
    await trx
      .updateTable('newsletter_subscriptions')
      .set({ confirmed_at: new Date(), coupon_code: couponCode })
      .where('id', '=', row.id)
      .execute();
    await enqueueMail(trx, {
      template: 'newsletter-welcome',
      locale: row.locale,
      to: row.email,
      data: {
        couponCode,
        ...(row.first_name ? { firstName: row.first_name } : {}),
        ...unsubscribeLinks(row.locale, row.id),
      },
    });
    return { status: 'confirmed', locale, couponCode };
  });
}
