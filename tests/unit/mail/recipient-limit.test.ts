// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { limits, resetLimits } from '@/lib/http/rate-limit';
import { mayMailUnconfirmed } from '@/lib/mail/recipient-limit';

const start = Date.parse('2026-03-02T09:00:00Z');
const count = async (attempts: Promise<boolean>[]) => (await Promise.all(attempts)).filter(Boolean).length;

describe('mail to addresses that have not confirmed (issue 21 item 5, issue 37 item 3)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('RATE_LIMIT_SCALE', '');
    resetLimits();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it('allows a few per mailbox, counting tags, case and Gmail dots as one', async () => {
    const variants = ['Eva.Rossi@gmail.com', 'evarossi+a@googlemail.com', 'e.v.a.rossi+b@gmail.com'];
    const answers = [];
    for (let i = 0; i < limits.unconfirmedMailRecipient.points + 1; i++)
      answers.push(await mayMailUnconfirmed(variants[i % variants.length], `198.51.100.${i}`));
    expect(answers.filter(Boolean)).toHaveLength(limits.unconfirmedMailRecipient.points);
    expect(answers.at(-1)).toBe(false);
    expect(await mayMailUnconfirmed('someone.else@example.com', '198.51.100.1')).toBe(true);
  });

  it('gives each sender a budget of its own: a dozen senders spraying made-up addresses leave the site some', async () => {
    let sent = 0;
    for (let i = 0; i < 1000; i++)
      if (await mayMailUnconfirmed(`made-up-${i}@example.com`, `203.0.113.${i % 12}`)) sent++;
    expect(sent).toBe(12 * limits.unconfirmedMailSender.points);
    expect(await mayMailUnconfirmed('made-up-0@example.com', '203.0.113.1')).toBe(false);
    expect(await mayMailUnconfirmed('anna@example.com', '198.51.100.7')).toBe(true);
  });

  it('keeps the privacy budget when the courtesy budget is spent, and refills both after the hour', async () => {
    const senders = limits.unconfirmedMailAll.points / limits.unconfirmedMailSender.points;
    const flood = Array.from({ length: limits.unconfirmedMailAll.points }, (_, i) =>
      mayMailUnconfirmed(`visitor-${i}@example.com`, `2001:db8:${i % senders}::1`),
    );
    expect(await count(flood)).toBe(limits.unconfirmedMailAll.points);
    expect(await mayMailUnconfirmed('fresh@example.com', '198.51.100.8')).toBe(false);
    expect(await mayMailUnconfirmed('owner@example.com', '198.51.100.8', 'privacy')).toBe(true);
    vi.setSystemTime(start + limits.unconfirmedMailAll.duration * 1000 + 1000);
    expect(await mayMailUnconfirmed('fresh@example.com', '198.51.100.8')).toBe(true);
  });

  it('caps the privacy budget per sender, per mailbox and site-wide, apart from the courtesy one', async () => {
    const answers = [];
    for (let i = 0; i < limits.privacyMailSender.points + 1; i++)
      answers.push(await mayMailUnconfirmed(`asked-${i}@example.com`, '198.51.100.9', 'privacy'));
    expect(answers.filter(Boolean)).toHaveLength(limits.privacyMailSender.points);
    for (let i = 0; i < limits.privacyMailRecipient.points; i++)
      expect(await mayMailUnconfirmed('Owner+x@example.com', `198.51.100.${20 + i}`, 'privacy')).toBe(true);
    expect(await mayMailUnconfirmed('owner@example.com', '198.51.100.30', 'privacy')).toBe(false);
    expect(await mayMailUnconfirmed('owner@example.com', '198.51.100.30')).toBe(true);
  });
});
