// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { limits, resetLimits } from '@/lib/http/rate-limit';
import type { Locale } from '@/lib/i18n/locales';

const visit = vi.hoisted(() => ({ client: '198.51.100.41', requested: [] as string[] }));
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
  requestPrivacy: async (_db: unknown, request: { email: string }) => void visit.requested.push(request.email),
}));

const { submitPrivacyRequest } = await import('@/lib/privacy/request-form');

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
  });
  afterEach(() => vi.unstubAllEnvs());

  it('refuses one mailbox over its allowance with the same localized 429, whoever it is', async () => {
    for (let i = 0; i < limits.privacyRequestEmail.points; i++)
      expect((await ask(`Anna+${i}@example.com`)).status).toBe('success');
    const refused = await ask('anna@example.com', 'it');
    expect(refused).toMatchObject({ status: 'error', httpStatus: 429, message: expect.stringContaining('Troppi') });
    expect(refused.message).not.toMatch(/anna|example/i);
    expect(visit.requested).toHaveLength(limits.privacyRequestEmail.points);
    expect((await ask('someone.else@example.com')).status).toBe('success');
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
