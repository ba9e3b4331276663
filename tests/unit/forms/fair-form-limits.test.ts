// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { limits, resetLimits } from '@/lib/http/rate-limit';
import { submitForm } from '@/lib/forms/submit';
import { visit as request } from '@/tests/support/next-headers';

const visit = { stored: 0, senders: [] as (string | undefined)[] };

function contact(email: string) {
  const data = new FormData();
  for (const [name, value] of Object.entries({ email, locale: 'en', idempotencyKey: randomUUID() }))
    data.set(name, value);
  return submitForm({
    form: 'contact',
    data,
    schema: () => z.object({ email: z.string().email() }),
    store: async (_input, meta) => {
      visit.stored += 1;
      visit.senders.push(meta.client);
      return { status: 'success' };
    },
    messages: {
      success: 'forms.contact.success',
      invalid: 'forms.contact.invalidData',
      failed: 'forms.contact.failed',
    },
    consentKeys: [],
  });
}

describe('form limits per email under an address ceiling', () => {
  beforeEach(() => {
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('RATE_LIMIT_SCALE', '');
    resetLimits();
    visit.stored = 0;
    request({ headers: { 'x-forwarded-for': '198.51.100.40' } });
  });
  afterEach(() => vi.unstubAllEnvs());

  it('lets 50 colleagues behind one address each send the form within 15 minutes', async () => {
    for (let person = 0; person < 50; person++)
      expect((await contact(`colleague${person}@office.example`)).status).toBe('success');
    expect(visit.stored).toBe(50);
  });

  it('refuses one email over its own allowance, and spraying many at the address ceiling', async () => {
    for (let i = 0; i < limits.contactEmail.points; i++)
      expect((await contact('same@office.example')).status).toBe('success');
    expect(await contact('same@office.example')).toMatchObject({ status: 'error', httpStatus: 429 });
    let sent = limits.contactEmail.points + 1;
    let outcome = await contact('sprayed0@office.example');
    for (let i = 1; outcome.status === 'success' && i < 1000; i++) {
      sent += 1;
      outcome = await contact(`sprayed${i}@office.example`);
    }
    expect(outcome).toMatchObject({ status: 'error', httpStatus: 429, message: expect.stringContaining('Too many') });
    expect(sent).toBe(limits.contact.points);
  });

  it("never lets a stranger's posts for an address refuse its owner: each client counts its own (issue 37 item 7)", async () => {
    for (let i = 0; i < limits.contactEmail.points; i++)
      expect((await contact(`customer8+${i}@example.com`)).status).toBe('success');
    expect(await contact('customer8@example.com')).toMatchObject({ status: 'error', httpStatus: 429 });
    request({ headers: { 'x-forwarded-for': '203.0.113.80' } });
    expect(await contact('Customer8@example.com')).toMatchObject({ status: 'success' });
    expect(visit.stored).toBe(limits.contactEmail.points + 1);
    // The mail a post asks for is counted against its sender's budget (lib/mail/recipient-limit.ts).
    expect(visit.senders.at(0)).toBe('198.51.100.40');
    expect(visit.senders.at(-1)).toBe('203.0.113.80');
  });
});
