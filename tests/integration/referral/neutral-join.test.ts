import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectDatabase } from '@/lib/db/connect';
import { migrateToLatest } from '@/lib/db/migrate';
import type { Database } from '@/lib/db/schema';
import { closeDb } from '@/lib/db/server';
import { resetLimits } from '@/lib/http/rate-limit';
import en from '@/messages/en.json';
import { testDatabase } from '../db/database';

const state = vi.hoisted(() => ({ client: '198.51.100.1', jar: new Map<string, string>() }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': state.client }),
  cookies: async () => ({
    get: (name: string) => (state.jar.has(name) ? { name, value: state.jar.get(name)! } : undefined),
    set: (name: string, value: string) => state.jar.set(name, value),
    delete: (name: string) => state.jar.delete(name),
  }),
}));
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  return {
    getTranslations: async ({ locale, namespace }: { locale: 'en' | 'de' | 'it'; namespace?: string }) =>
      createTranslator({ locale, namespace, messages: (await import(`@/messages/${locale}.json`)).default }),
  };
});

const { joinAction, signInAction } = await import('@/lib/referral/action');
const { confirmJoin, requestJoin } = await import('@/lib/referral/join');
const { joinProgramme } = await import('@/lib/referral/server');
const { completeSignIn, currentMemberId } = await import('@/lib/referral/session');

let db: Kysely<Database>;
const meta = { locale: 'it' as const, consentTextVersion: 'referralJoin-test' };
const person = (email: string) => ({ email, firstName: 'Giulia', country: 'IT', privacy: true, terms: true });
const mails = (to: string) =>
  db.selectFrom('mail_outbox').selectAll().where('recipient', '=', to).orderBy('id').execute();
const linkOf = (url: string, name: string) => new URL(url).searchParams.get(name)!;
const count = async (table: 'referral_members' | 'consent_records') =>
  (await db.selectFrom(table).select('id').execute()).length;

function form(values: Record<string, string>) {
  const data = new FormData();
  const all = { locale: 'en', idempotencyKey: crypto.randomUUID(), ...values };
  for (const [name, value] of Object.entries(all)) data.set(name, value);
  return data;
}
const joinForm = (email: string) => form({ email, firstName: 'Giulia', country: 'IT', privacy: 'on', terms: 'on' });

beforeAll(async () => {
  const url = await testDatabase();
  process.env.DATABASE_URL = url;
  process.env.CART_COOKIE_SECRET = 'neutral-join-test-secret-of-at-least-32-characters';
  db = connectDatabase(url, 2);
  await migrateToLatest(db);
}, 120_000);

beforeEach(() => {
  resetLimits();
  state.jar.clear();
});

afterAll(async () => {
  await closeDb();
  await db?.destroy();
});

describe('joining (issue 21 item 3)', () => {
  it('answers a member and a stranger alike, with no code, and mails each one link', async () => {
    const { code } = await joinProgramme(person('member-it@example.com'), meta);
    const known = await joinAction({ status: 'idle' }, joinForm('member-it@example.com'));
    const unknown = await joinAction({ status: 'idle' }, joinForm('stranger-it@example.com'));
    expect(known).toEqual({ status: 'success', message: en.referral.join.success });
    expect(unknown).toEqual(known);
    expect(JSON.stringify(known)).not.toContain(code);
    expect((await mails('member-it@example.com')).map((mail) => mail.template)).toEqual([
      'referral-welcome',
      'referral-sign-in',
    ]);
    const [invitation] = await mails('stranger-it@example.com');
    expect(invitation.template).toBe('referral-join-confirm');
    expect(JSON.stringify(invitation.data)).not.toContain('stranger-it');
  });

  it('stores no member and no consent until the address owner confirms, then enrols once', async () => {
    const members = await count('referral_members');
    const consents = await count('consent_records');
    await requestJoin(person('owner@example.com'), meta);
    expect(await count('referral_members')).toBe(members);
    expect(await count('consent_records')).toBe(consents);

    const [mail] = await mails('owner@example.com');
    const token = linkOf(mail.data.confirmUrl, 'join');
    expect(new URL(mail.data.confirmUrl).pathname).toBe('/it/invita-amici/dashboard');
    expect(await confirmJoin(`${token.slice(0, -2)}AA`)).toBe(false);
    expect(await confirmJoin(token)).toBe(true);
    const member = await db
      .selectFrom('referral_members')
      .selectAll()
      .where('email', '=', 'owner@example.com')
      .executeTakeFirstOrThrow();
    expect(member).toMatchObject({ first_name: 'Giulia', country: 'IT', locale: 'it' });
    const consent = await db
      .selectFrom('consent_records')
      .selectAll()
      .where('subject', '=', 'referral')
      .where('subject_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(consent).toMatchObject({
      purposes: ['privacy', 'referral-regulation'],
      text_version: meta.consentTextVersion,
    });
    expect(await currentMemberId()).toBe(member.id);
    const welcome = (await mails('owner@example.com')).at(-1)!;
    expect(welcome).toMatchObject({ template: 'referral-welcome', data: { code: member.code } });

    state.jar.clear();
    expect(await confirmJoin(token)).toBe(false);
    expect(await currentMemberId()).toBeUndefined();
    expect(await count('referral_members')).toBe(members + 1);
  });

  it('refuses a join link after a day', async () => {
    const start = new Date();
    await requestJoin(person('late@example.com'), meta, () => start);
    const [mail] = await mails('late@example.com');
    const token = linkOf(mail.data.confirmUrl, 'join');
    expect(await confirmJoin(token, () => new Date(start.getTime() + 25 * 3_600_000))).toBe(false);
    expect(
      await db.selectFrom('referral_members').where('email', '=', 'late@example.com').select('id').execute(),
    ).toEqual([]);
  });
});

describe('signing in (issue 21 item 4)', () => {
  it('never locks a member out: past the allowance the live link is mailed again, throttled', async () => {
    await joinProgramme(person('locked@example.com'), meta);
    const answers = [];
    for (const client of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4', '203.0.113.5']) {
      state.client = client;
      answers.push(await signInAction({ status: 'idle' }, form({ email: 'locked@example.com' })));
    }
    expect(answers).toEqual(answers.map(() => ({ status: 'success', message: en.referral.signIn.checkInbox })));
    const links = (await mails('locked@example.com'))
      .filter((mail) => mail.template === 'referral-sign-in')
      .map((mail) => mail.data.signInUrl);
    expect(links).toHaveLength(4);
    expect(new Set(links.slice(0, 3)).size).toBe(3);
    expect(links[3]).toBe(links[2]);
    expect(await completeSignIn(linkOf(links[3], 'token'))).toBe(true);
  });
});
