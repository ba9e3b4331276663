// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { POST } from '@/app/api/consent/route';
import * as consent from '@/lib/consent/server';
import { parseConsentCookie } from '@/lib/consent/state';
import { isDatabaseOutage } from '@/lib/db/outage';
import { logger } from '@/lib/telemetry/log';
import { consentCookie } from '@/tests/support/consent-cookie';

let recordCookieConsent: MockInstance<typeof consent.recordCookieConsent>;

const site = 'https://shop.example';
const decision = {
  consentId: '0b6c3c0e-8f7a-4d3e-9c1b-2a5d6e7f8a9b',
  categories: ['analytics'],
  revision: 1,
  locale: 'de',
};

async function post(query = '') {
  return POST(
    new Request(`${site}/api/consent${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site, 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify(decision),
    }),
  );
}

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('POST /api/consent', () => {
  beforeEach(() => {
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', site);
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    recordCookieConsent = vi.spyOn(consent, 'recordCookieConsent').mockImplementation(async () => undefined);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('stores the decision and answers 204', async () => {
    recordCookieConsent.mockResolvedValue(undefined);
    expect((await post()).status).toBe(204);
    expect(recordCookieConsent).toHaveBeenCalledWith(expect.objectContaining({ policyVersion: 1, locale: 'de' }));
  });

  it('answers a database outage with a localized 503 and Retry-After, not a generic 500', async () => {
    recordCookieConsent.mockRejectedValue(refused);
    const response = await post('?locale=de');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.json()).toMatchObject({
      code: 'serviceUnavailable',
      error: expect.stringContaining('nicht erreichbar'),
      requestId: expect.any(String),
    });
  });

  it('keeps any other failure a generic 500', async () => {
    recordCookieConsent.mockRejectedValue(new Error('duplicate key value violates unique constraint'));
    const response = await post();
    expect(response.status).toBe(500);
    expect(response.headers.get('retry-after')).toBeNull();
    expect(await response.json()).toMatchObject({ code: 'server' });
  });
});

describe('POST /api/consent from the banner without JavaScript', () => {
  beforeEach(() => {
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', site);
    recordCookieConsent = vi.spyOn(consent, 'recordCookieConsent').mockImplementation(async () => undefined);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  const postForm = (fields: Record<string, string>, cookie?: string) =>
    POST(
      new Request(`${site}/api/consent`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: site,
          'sec-fetch-site': 'same-origin',
          ...(cookie ? { cookie } : {}),
        },
        body: new URLSearchParams(fields).toString(),
      }),
    );

  it('records the choice, stores it in the banner’s cookie and goes back to the page', async () => {
    const response = await postForm({ choice: 'none', revision: '1', locale: 'it', return: '/it/freshly' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/it/freshly');
    const setCookie = response.headers.get('set-cookie')!;
    expect(setCookie).toMatch(
      /^viridea_consent=[^;]+; expires=[^;]+; Path=\/; SameSite=Lax; Domain=shop\.example; Secure$/,
    );
    const stored = parseConsentCookie(setCookie.split(';')[0].split('=')[1]);
    expect(stored).toMatchObject({ categories: ['necessary'], revision: 1 });
    expect(recordCookieConsent).toHaveBeenCalledWith({
      consentId: stored!.consentId,
      accepted: ['necessary'],
      rejected: ['analytics', 'marketing'],
      policyVersion: 1,
      locale: 'it',
    });
  });

  it('keeps the consent id of an earlier decision and takes the ticked categories of the settings form', async () => {
    const earlier = consentCookie(['necessary'], 1);
    const response = await postForm(
      { choice: 'chosen', analytics: 'on', revision: '1', locale: 'en', return: '//evil.example/' },
      `${earlier.name}=${earlier.value}`,
    );
    expect(response.headers.get('location')).toBe('/');
    const stored = parseConsentCookie(response.headers.get('set-cookie')!.split(';')[0].split('=')[1]);
    expect(stored).toMatchObject({
      categories: ['necessary', 'analytics'],
      consentId: '00000000-0000-4000-8000-000000000000',
    });
  });

  it('refuses a choice it does not know with a 400, storing nothing', async () => {
    const response = await postForm({ choice: 'some', revision: '1', locale: 'en' });
    expect(response.status).toBe(400);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(recordCookieConsent).not.toHaveBeenCalled();
  });
});

describe('isDatabaseOutage', () => {
  it('tells an unreachable or unavailable database from a failing query', () => {
    expect(isDatabaseOutage(refused)).toBe(true);
    expect(isDatabaseOutage(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(
      true,
    );
    expect(isDatabaseOutage(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseOutage(new AggregateError([refused], 'all attempts failed'))).toBe(true);
    expect(isDatabaseOutage(new Error('insert failed', { cause: refused }))).toBe(true);
    expect(isDatabaseOutage(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseOutage('ECONNREFUSED')).toBe(false);
  });
});
