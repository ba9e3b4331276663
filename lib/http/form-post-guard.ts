import { problemResponse } from './guard';
import { isSameOriginRequest } from './origin-check';
import { HttpProblem } from './problem';

/** The cap of a form post to a page; next.config.ts gives server actions the same `bodySizeLimit`. */
export const formPostLimitBytes = 64 * 1024;

/**
 * A POST to a page is a server action (our forms, with or without JavaScript). Next answers a multipart body it
 * cannot parse, or one cut off at the size limit, with a 500; refuse those here with a 4xx instead.
 */
export async function screenFormPost(request: Request): Promise<Response | null> {
  if (request.method !== 'POST') return null;
  // Next refuses another site's server-action post by throwing, which answers 500.
  if (request.headers.has('next-action') && !isSameOriginRequest(request.headers))
    return problemResponse(request, new HttpProblem('forbidden'));
  const type = request.headers.get('content-type')?.toLowerCase() ?? '';
  if (!type.startsWith('multipart/form-data') && !type.startsWith('application/x-www-form-urlencoded')) return null;
  const length = Number(request.headers.get('content-length') ?? NaN);
  if (!Number.isInteger(length) || length < 0) return problemResponse(request, new HttpProblem('badRequest'));
  if (length > formPostLimitBytes) return problemResponse(request, new HttpProblem('payloadTooLarge'));
  if (!type.startsWith('multipart/form-data')) return null;
  try {
    await request.clone().formData();
    return null;
  } catch {
    return problemResponse(request, new HttpProblem('badRequest'));
  }
}
