// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { SubmissionMeta } from '@/lib/db/submission-meta';
import { submitForm } from '@/lib/forms/submit';
import { visit } from '@/tests/support/next-headers';

// One key in a cached page's HTML, served to everyone who opens it.
const cachedKey = '3f2c9a4e-8d1b-4c6f-9a2e-5b7d1c3e9f20';

async function keyStoredFor(email: string): Promise<string> {
  const data = new FormData();
  for (const [name, value] of Object.entries({ email, locale: 'it', idempotencyKey: cachedKey })) data.set(name, value);
  let stored = '';
  await submitForm({
    form: 'newsletter',
    data,
    schema: () => z.object({ email: z.string().email() }),
    store: async (_input, meta: SubmissionMeta) => {
      stored = meta.idempotencyKey;
      return { status: 'success' };
    },
    messages: {
      success: 'forms.newsletter.success',
      invalid: 'forms.newsletter.error',
      failed: 'forms.newsletter.failed',
    },
    consentKeys: [],
  });
  return stored;
}

describe('the idempotency key of a form on a cached page', () => {
  beforeEach(() => visit({ headers: { 'x-forwarded-for': '198.51.100.42' } }));

  it('keeps two people apart and a resubmission a replay', async () => {
    const first = await keyStoredFor('ada@example.com');
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await keyStoredFor('grace@example.com')).not.toBe(first);
    expect(await keyStoredFor('Ada@Example.com')).toBe(first);
  });
});
