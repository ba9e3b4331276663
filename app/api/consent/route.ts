import { NextResponse } from 'next/server';
import { parseDecision } from '@/lib/consent/decision';
import { consentLimitSteps, recordCookieConsent } from '@/lib/consent/server';
import { databaseRetryAfterSeconds, isDatabaseOutage } from '@/lib/db/outage';
import { readJson } from '@/lib/http/body';
import { guardRoute } from '@/lib/http/guard';
import { HttpProblem } from '@/lib/http/problem';
import { clientKey, consumeLimits } from '@/lib/http/rate-limit';
import { logger } from '@/lib/telemetry/log';

export const dynamic = 'force-dynamic';

/** The banner's decisions (first one and every change): stored with their policy version, without the IP. */
async function record(request: Request) {
  const decision = parseDecision(await readJson(request, 2048));
  if (!decision) throw new HttpProblem('badRequest');
  await consumeLimits(consentLimitSteps(decision, clientKey(request.headers)));
  await recordCookieConsent(decision).catch((error: unknown) => {
    if (!isDatabaseOutage(error)) throw error;
    logger.error({ err: error }, '[consent] database unavailable');
    throw new HttpProblem('serviceUnavailable', { 'Retry-After': String(databaseRetryAfterSeconds) });
  });
  return new NextResponse(null, { status: 204 });
}

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = guardRoute({ POST: record });
