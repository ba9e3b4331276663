// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { limits, resetLimits } from '@/lib/http/rate-limit';
import type { Locale } from '@/lib/i18n/locales';

const visit = vi.hoisted(() => ({ client: '198.51.100.41', requested: [] as string[], mailCaps: [] as unknown[] }));
vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-forwarded-for': visit.client }) }));
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  return {
    getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
      createTranslator({ locale, namespace, messages: (await import(`@/messages/${locale}.json`)).default }),
  };
});
vi.mock('@/lib/db/server', () => ({ db: () => ({}) }));
vi.mock('@/lib/mail/recipient-limit', () => ({ mayMailUnconfirmed: async () => true }));
vi.mock('@/lib/privacy/requests', () => ({
  requestPrivacy: async (_db: unknown, request: { email: string }, mayMail: unknown) => {
    visit.requested.push(request.email);
    visit.mailCaps.push(mayMail);
  },
}));

const { submitPrivacyRequest } = await import('@/lib/privacy/request-form');
const { mayMailUnconfirmed } = await import('@/lib/mail/recipient-limit');

function ask(email: string, locale: Locale = 'en') {
  const data = new FormData();
  for (const [name, value] of Object.entries({ email, kind: 'export', locale, idempotencyKey: randomUUID() }))
    data.set(name, value);
  return submitPrivacyRequest(data);
}

describe('the "Your data" request limits', () => {
  beforeEach(() => {
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('RATE_LIMIT_SCALE', '');
    resetLimits();
    visit.requested = [];
    visit.mailCaps = [];
    visit.client = '198.51.100.41';
  });
  afterEach(() => vi.unstubAllEnvs());

  it("lets no stranger block someone's own request: the form never refuses per mailbox, the mail stays capped", async () => {
    for (let i = 0; i < 20; i++) expect((await ask(`Anna+${i}@example.com`)).status).toBe('success');
    visit.client = '203.0.113.7';
    expect(await ask('anna@example.com', 'it')).toMatchObject({ status: 'success' });
    expect(visit.requested).toHaveLength(21);
    expect(visit.mailCaps.every((cap) => cap === mayMailUnconfirmed)).toBe(true);
  });

  it('refuses a client spraying addresses at its ceiling, in its language', async () => {
    let outcome = await ask('sprayed0@example.com', 'de');
    let sent = 1;
    for (let i = 1; outcome.status === 'success' && i < 1000; i++) {
      sent += 1;
      outcome = await ask(`sprayed${i}@example.com`, 'de');
    }
    expect(outcome).toMatchObject({ status: 'error', httpStatus: 429, message: expect.stringContaining('Zu viele') });
    expect(sent).toBe(limits.privacyRequest.points + 1);
    expect(visit.requested).toHaveLength(limits.privacyRequest.points);
  });
});
