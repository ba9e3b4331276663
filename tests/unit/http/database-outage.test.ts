// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import de from '@/messages/de.json';
import it_ from '@/messages/it.json';
import { guardRoute } from '@/lib/http/guard';
import { submitForm } from '@/lib/forms/submit';
import type { Locale } from '@/lib/i18n/locales';
import { visit } from '@/tests/support/next-headers';
import { logger } from '@/lib/telemetry/log';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

function contact(locale: Locale, store: () => Promise<{ status: 'success' }>) {
  const data = new FormData();
  for (const [name, value] of Object.entries({ email: 'a@b.example', locale, idempotencyKey: randomUUID() }))
    data.set(name, value);
  return submitForm({
    form: 'contact',
    data,
    schema: () => z.object({ email: z.string().email() }),
    store,
    messages: {
      success: 'forms.contact.success',
      invalid: 'forms.contact.invalidData',
      failed: 'forms.contact.failed',
    },
    consentKeys: [],
  });
}

describe('a database outage', () => {
  beforeEach(() => visit({ headers: { 'x-forwarded-for': '198.51.100.41' } }));
  afterEach(() => vi.restoreAllMocks());

  it('answers a form with a localized 503 in its state, keeping what was typed', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const answer = await contact('de', async () => {
      throw new Error('insert failed', { cause: refused() });
    });
    expect(answer).toMatchObject({
      status: 'error',
      httpStatus: 503,
      message: de.http.errors.serviceUnavailable,
      values: { email: 'a@b.example' },
    });
    const starting = await contact('de', async () => {
      throw Object.assign(new Error('the database system is starting up'), { code: '57P03' });
    });
    expect(starting.httpStatus).toBe(503);
    // A restart drops a connection mid-transaction; the rollback on it fails with pg's own words.
    const dropped = await contact('de', async () => {
      throw new Error('Client has encountered a connection error and is not queryable');
    });
    expect(dropped.httpStatus).toBe(503);
  });

  it('leaves other failures as the form’s own error, without a status', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const answer = await contact('de', async () => {
      throw Object.assign(new Error('duplicate key'), { code: '23505' });
    });
    expect(answer).toMatchObject({ status: 'error', message: de.forms.contact.failed });
    expect(answer.httpStatus).toBeUndefined();
  });

  it('answers a JSON route with a localized 503 and Retry-After, never the error', async () => {
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://shop.example');
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const route = guardRoute({
      POST: () => {
        throw new AggregateError([refused()], 'password=hunter2');
      },
    });
    const response = await route.POST(
      new Request('https://shop.example/api/thing?locale=it', {
        method: 'POST',
        headers: { origin: 'https://shop.example' },
      }),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    const body = await response.json();
    expect(body).toMatchObject({ code: 'serviceUnavailable', error: it_.http.errors.serviceUnavailable });
    expect(JSON.stringify(body)).not.toContain('hunter2');
    vi.unstubAllEnvs();
  });
});
