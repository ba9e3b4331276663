// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as database from '@/lib/db/server';
import { limits, resetLimits } from '@/lib/http/rate-limit';
import type { Locale } from '@/lib/i18n/locales';
import * as recipientLimit from '@/lib/mail/recipient-limit';
import { submitPrivacyRequest } from '@/lib/privacy/request-form';
import * as requests from '@/lib/privacy/requests';
import { visit as request } from '@/tests/support/next-headers';

const visit = { client: '198.51.100.41', requested: [] as string[], budgets: [] as unknown[][] };

function ask(email: string, locale: Locale = 'en') {
  request({ headers: { 'x-forwarded-for': visit.client } });
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
    visit.budgets = [];
    visit.client = '198.51.100.41';
    vi.spyOn(database, 'db').mockReturnValue({} as ReturnType<typeof database.db>);
    vi.spyOn(recipientLimit, 'mayMailUnconfirmed').mockImplementation(async (...budget) => {
      visit.budgets.push(budget);
      return true;
    });
    vi.spyOn(requests, 'requestPrivacy').mockImplementation(async (_db, asked, mayMail) => {
      visit.requested.push(asked.email);
      await mayMail(asked.email);
    });
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("lets no stranger block someone's own request: the form never refuses per mailbox, the mail stays capped", async () => {
    for (let i = 0; i < 20; i++) expect((await ask(`Anna+${i}@example.com`)).status).toBe('success');
    visit.client = '203.0.113.7';
    expect(await ask('anna@example.com', 'it')).toMatchObject({ status: 'success' });
    expect(visit.requested).toHaveLength(21);
    expect(visit.budgets.at(-1)).toEqual(['anna@example.com', '203.0.113.7', 'privacy']);
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
