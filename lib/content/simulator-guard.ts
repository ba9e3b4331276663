import type { NextRequest } from 'next/server';
import { sliceSimulatorPath } from '@/lib/http/csp';
import { problemResponse } from '@/lib/http/guard';
import { HttpProblem } from '@/lib/http/problem';
import { clientKey, consumeLimit } from '@/lib/http/rate-limit';
import { stateTooLarge } from './simulator-state';

/**
 * The page builder's preview, screened by the proxy before it renders (ADR 0051): a limited number of renders per
 * client address, and 413 for a state that would decompress beyond any page. Null for every other path.
 */
export async function screenSimulator(request: NextRequest): Promise<Response | null> {
  if (request.nextUrl.pathname !== sliceSimulatorPath) return null;
  try {
    await consumeLimit('sliceSimulatorAddress', clientKey(request.headers));
  } catch (error) {
    if (error instanceof HttpProblem) return problemResponse(request, error);
    throw error;
  }
  const state = request.nextUrl.searchParams.get('state');
  return state && stateTooLarge(state) ? problemResponse(request, new HttpProblem('payloadTooLarge')) : null;
}
