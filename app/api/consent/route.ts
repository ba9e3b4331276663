import { randomUUID } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { cookieHeader, decisionCookie, storedFields } from '@/lib/consent/cookie';
import { parseDecision, parseFormChoice, type ConsentDecision } from '@/lib/consent/decision';
import { consentLimitSteps, recordCookieConsent } from '@/lib/consent/server';
import { consentCookieName } from '@/lib/consent/state';
import { databaseRetryAfterSeconds, isDatabaseOutage } from '@/lib/db/outage';
import { readForm, readJson } from '@/lib/http/body';
import { guardRoute } from '@/lib/http/guard';
import { HttpProblem } from '@/lib/http/problem';
import { clientKey, consumeLimits } from '@/lib/http/rate-limit';
import { secureCookies, siteOrigin } from '@/lib/http/site-origin';
import { logger } from '@/lib/telemetry/log';

export const dynamic = 'force-dynamic';

async function store(request: Request, decision: ConsentDecision | undefined) {
  if (!decision) throw new HttpProblem('badRequest');
  await consumeLimits(consentLimitSteps(decision, clientKey(request.headers)));
  await recordCookieConsent(decision).catch((error: unknown) => {
    if (!isDatabaseOutage(error)) throw error;
    logger.error({ err: error }, '[consent] database unavailable');
    throw new HttpProblem('serviceUnavailable', { 'Retry-After': String(databaseRetryAfterSeconds) });
  });
}

/**
 * The banner's form posted without JavaScript: the decision is recorded, stored in the cookie the banner writes
 * with it, and the visitor goes back to the page.
 */
async function recordForm(request: NextRequest) {
  const choice = parseFormChoice(await readForm(request, 2048));
  if (!choice) throw new HttpProblem('badRequest');
  const stored = storedFields(request.cookies.get(consentCookieName)?.value);
  const { accepted, revision, locale } = choice;
  const cookie = decisionCookie(stored, { accepted, revision, languageCode: locale }, randomUUID);
  await store(request, parseDecision({ ...cookie.state, locale }));
  const response = new NextResponse(null, { status: 303, headers: { Location: choice.returnTo } });
  const { hostname } = new URL(siteOrigin());
  response.headers.set('Set-Cookie', cookieHeader(cookie.value, cookie.expires, { hostname, secure: secureCookies() }));
  return response;
}

/** The banner's decisions (first one and every change): stored with their policy version, without the IP. */
async function record(request: NextRequest) {
  if (request.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded')) return recordForm(request);
  await store(request, parseDecision(await readJson(request, 2048)));
  return new NextResponse(null, { status: 204 });
}

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = guardRoute({ POST: record });
