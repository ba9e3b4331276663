import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectDatabase } from '@/lib/db/connect';
import { migrateToLatest } from '@/lib/db/migrate';
import type { Database } from '@/lib/db/schema';
import { closeDb } from '@/lib/db/server';
import { joinProgramme } from '@/lib/referral/server';
import { completeSignIn, currentMemberId, requestSignIn, signOut } from '@/lib/referral/session';
import { testDatabase } from '../db/database';
import { integrationToken, sdk } from '../sandbox/api';

const jar = new Map<string, { value: string; options?: Record<string, unknown> }>();
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)!.value } : undefined),
    set: (name: string, value: string, options?: Record<string, unknown>) => jar.set(name, { value, options }),
    delete: (name: string) => jar.delete(name),
  }),
}));

let url: string;
let db: Kysely<Database>;
const meta = { locale: 'de' as const, consentTextVersion: 'referral-test' };
const maria = { email: 'maria@example.com', firstName: 'Maria', country: 'DE', privacy: true, terms: true };
const mails = (to: string) =>
  db.selectFrom('mail_outbox').selectAll().where('recipient', '=', to).orderBy('id').execute();
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

beforeAll(async () => {
  url = await testDatabase();
  process.env.DATABASE_URL = url;
  db = connectDatabase(url, 2);
  await migrateToLatest(db);
}, 120_000);

afterAll(async () => {
  await closeDb();
  await db?.destroy();
});

describe('joining and signing in', () => {
  it('gives one code per email, as a coupon on the platform, with one welcome mail', async () => {
    const { code } = await joinProgramme(maria, meta);
    expect(code).toMatch(/^MARIA-[2-9A-HJKMNP-Z]{4}$/);
    expect(await joinProgramme({ ...maria, firstName: 'Marie' }, meta)).toEqual({ code });
    const member = await db.selectFrom('referral_members').selectAll().executeTakeFirstOrThrow();
    expect(member.coupon_id).toBeTruthy();
    expect((await mails(maria.email)).map((mail) => mail.template)).toEqual(['referral-welcome']);
  });

  it('creates one promotion per currency when first members join at once', async () => {
    const people = ['ann', 'bob', 'cy', 'dee', 'eve', 'fay', 'gus', 'hal'].map((name) => ({
      ...maria,
      email: `${name}@example.com`,
      country: 'US',
    }));
    const codes = await Promise.all(people.map((person) => joinProgramme(person, meta)));
    expect(new Set(codes.map(({ code }) => code)).size).toBe(people.length);
    const client = sdk(await integrationToken());
    const promotions = await client.fixed_amount_promotions.list({
      filters: { name_eq: 'Referral friend discount (USD)' },
      include: ['coupon_codes_promotion_rule'],
    });
    expect(promotions).toHaveLength(1);
    const coupons = await db.selectFrom('referral_members').select('coupon_id').where('country', '=', 'US').execute();
    expect(coupons.every((row) => row.coupon_id)).toBe(true);
  });

  it('mails an unknown address the invitation to join, and a member a single-use link', async () => {
    await requestSignIn('nobody@example.com', 'it');
    expect((await mails('nobody@example.com')).map((mail) => mail.template)).toEqual(['referral-sign-up']);
    await requestSignIn(maria.email, 'de');
    const [, signIn] = await mails(maria.email);
    expect(signIn.template).toBe('referral-sign-in');
    const token = tokenOf(signIn.data.signInUrl);
    const stored = await db.selectFrom('referral_sign_in_tokens').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    expect(await completeSignIn(token)).toBe(true);
    expect(jar.get('referral_session')?.options).toMatchObject({ httpOnly: true, sameSite: 'lax', maxAge: 2592000 });
    expect(await currentMemberId()).toBeDefined();
    expect(await completeSignIn(token)).toBe(false);
    await signOut();
    expect(await currentMemberId()).toBeUndefined();
  });

  it('refuses a link after 15 minutes', async () => {
    const start = new Date();
    await requestSignIn(maria.email, 'en', () => start);
    const last = (await mails(maria.email)).at(-1)!;
    expect(await completeSignIn(tokenOf(last.data.signInUrl), () => new Date(start.getTime() + 16 * 60_000))).toBe(
      false,
    );
  });
});
