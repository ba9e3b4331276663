// @vitest-environment node
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { limits, resetLimits } from '@/lib/http/rate-limit';
import { mayMailUnconfirmed } from '@/lib/mail/recipient-limit';

describe('mail to addresses that have not confirmed (issue 21 item 5)', () => {
  beforeEach(() => {
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('RATE_LIMIT_SCALE', '');
    resetLimits();
  });
  afterAll(() => vi.unstubAllEnvs());

  it('allows a few per mailbox, counting tags, case and Gmail dots as one', async () => {
    const variants = ['Eva.Rossi@gmail.com', 'evarossi+a@googlemail.com', 'e.v.a.rossi+b@gmail.com'];
    const answers = [];
    for (let i = 0; i < limits.unconfirmedMailRecipient.points + 1; i++)
      answers.push(await mayMailUnconfirmed(variants[i % variants.length]));
    expect(answers.filter(Boolean)).toHaveLength(limits.unconfirmedMailRecipient.points);
    expect(answers.at(-1)).toBe(false);
    expect(await mayMailUnconfirmed('someone.else@example.com')).toBe(true);
  });

  it('stops every such mail once the site-wide budget is spent', async () => {
    for (let i = 0; i < limits.unconfirmedMailAll.points; i++)
      expect(await mayMailUnconfirmed(`visitor-${i}@example.com`)).toBe(true);
    expect(await mayMailUnconfirmed('fresh@example.com')).toBe(false);
  });
});
