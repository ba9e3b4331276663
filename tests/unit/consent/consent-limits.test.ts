// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/consent/route';
import * as consent from '@/lib/consent/server';
import { consentLimitSteps } from '@/lib/consent/server';
import { consumeLimits, limits, resetLimits } from '@/lib/http/rate-limit';

const site = 'https://shop.example';
const stored: string[] = [];
const refusal = (counted: Promise<void>) =>
  counted.then(
    () => false,
    () => true,
  );

function decide(consentId: string, from: string, categories = ['analytics']) {
  return POST(
    new Request(`${site}/api/consent?locale=it`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: site,
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': from,
      },
      body: JSON.stringify({ consentId, categories, revision: 1, locale: 'it' }),
    }),
  );
}

describe('POST /api/consent limits (issue 37 item 11)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T09:00:00Z') });
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', site);
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('RATE_LIMIT_SCALE', '');
    resetLimits();
    stored.length = 0;
    vi.spyOn(consent, 'recordCookieConsent').mockImplementation(async (decision) => {
      stored.push(decision.consentId);
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('stores every decision of 150 shoppers behind one address arriving within two minutes, each changing it once', async () => {
    for (let shopper = 0; shopper < 150; shopper++) {
      vi.setSystemTime(new Date(Date.parse('2026-03-02T09:00:00Z') + shopper * 800));
      const id = randomUUID();
      expect((await decide(id, '198.51.100.20', ['analytics', 'marketing'])).status).toBe(204);
      expect((await decide(id, '198.51.100.20', ['analytics'])).status).toBe(204);
    }
    expect(stored).toHaveLength(300);
  });

  it("refuses one browser's flood at its own allowance, in the page's language, with Retry-After", async () => {
    const id = randomUUID();
    const answers = [];
    for (let i = 0; i < 150; i++) answers.push(await decide(id, '198.51.100.21'));
    expect(answers.filter((answer) => answer.status === 204)).toHaveLength(limits.cookieConsent.points);
    const refused = answers.at(-1)!;
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ code: 'tooManyRequests', error: expect.stringContaining('Troppi') });
    expect((await decide(randomUUID(), '198.51.100.21')).status).toBe(204);
  });

  it('stops a script inventing a consent id per post at its address ceiling per minute', async () => {
    let accepted = 0;
    for (let i = 0; i < 250; i++)
      if ((await decide(randomUUID(), `2001:db8:5:6::${i.toString(16)}`)).status === 204) accepted++;
    expect(accepted).toBe(limits.cookieConsentAddressBurst.points);
    expect((await decide(randomUUID(), '203.0.113.5')).status).toBe(204);
  });

  it('and at its hourly ceiling, minute after minute', async () => {
    const start = Date.parse('2026-03-02T09:00:00Z');
    let accepted = 0;
    for (let minute = 0; minute < 10; minute++) {
      vi.setSystemTime(new Date(start + minute * 61_000));
      for (let i = 0; i < limits.cookieConsentAddressBurst.points; i++) {
        const decision = {
          consentId: randomUUID(),
          accepted: [],
          rejected: [],
          policyVersion: 1,
          locale: 'en' as const,
        };
        if (!(await refusal(consumeLimits(consentLimitSteps(decision, '198.51.100.22'))))) accepted++;
      }
    }
    expect(accepted).toBe(limits.cookieConsentAddress.points);
  });
});
