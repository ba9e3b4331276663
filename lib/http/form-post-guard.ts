import { pathLocale } from '@/lib/i18n/locales';
import { problemResponse } from './guard';
import { isSameOriginRequest } from './origin-check';
import { HttpProblem, type HttpProblemCode } from './problem';

/** The cap of a form post to a page; next.config.ts gives server actions the same `bodySizeLimit`. */
export const formPostLimitBytes = 64 * 1024;

/**
 * The host Next compares a server action's `Origin` with (the first X-Forwarded-Host, else Host); it refuses any
 * other by throwing, a 500. Our own origins may be several names (localhost, 127.0.0.1), Next's only this one.
 */
function originMatchesHost({ headers, url }: Request): boolean {
  const origin = headers.get('origin');
  if (origin === null) return true;
  const host = (headers.get('x-forwarded-host') ?? headers.get('host') ?? new URL(url).host).split(',')[0].trim();
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

const parses = (text: unknown, root?: (value: unknown) => boolean) => {
  if (typeof text !== 'string') return false;
  try {
    const value: unknown = JSON.parse(text);
    return root ? root(value) : true;
  } catch {
    return false;
  }
};
const isBoundAction = (value: unknown) =>
  typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'string';

/**
 * Whether a decoded action post holds what Next decodes before it runs the action, each part of which it would
 * otherwise fail on with a 500: a script's call has its arguments as a JSON list (field `0`); a form without
 * JavaScript names its action and, as JSON, the action's reference and bound arguments (`$ACTION_1:0`, `$ACTION_1:1`).
 */
function actionFieldsDecode(form: FormData, fetchAction: boolean): boolean {
  if (fetchAction) return parses(form.get('0'), Array.isArray);
  for (const [name, value] of form) {
    const part = /^\$ACTION_\d+:(\d+)$/.exec(name);
    if (part && !parses(value, part[1] === '0' ? isBoundAction : undefined)) return false;
  }
  return true;
}

async function refusal(request: Request): Promise<HttpProblemCode | null> {
  // Every post to a page is a server action or nothing: Next refuses another site's by throwing, which answers 500.
  if (!isSameOriginRequest(request.headers) || !originMatchesHost(request)) return 'forbidden';
  const fetchAction = request.headers.has('next-action');
  const type = request.headers.get('content-type')?.toLowerCase() ?? '';
  const form = type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded');
  if (!form && !fetchAction) return null;
  const length = Number(request.headers.get('content-length') ?? NaN);
  if (!Number.isInteger(length) || length < 0) return 'badRequest';
  if (length > formPostLimitBytes) return 'payloadTooLarge';
  if (!form) return parses(await request.clone().text(), Array.isArray) ? null : 'badRequest';
  if (!type.startsWith('multipart/form-data')) return null;
  try {
    return actionFieldsDecode(await request.clone().formData(), fetchAction) ? null : 'badRequest';
  } catch {
    return 'badRequest';
  }
}

/**
 * A POST to a page is a server action (our forms, with or without JavaScript). Next answers a cross-origin one, a
 * multipart body it cannot parse, one cut off at the size limit or one whose action fields do not decode with a 500;
 * refuse those here with a 4xx in the page's language instead.
 */
export async function screenFormPost(request: Request): Promise<Response | null> {
  if (request.method !== 'POST') return null;
  const code = await refusal(request);
  if (!code) return null;
  return problemResponse(request, new HttpProblem(code), undefined, pathLocale(new URL(request.url).pathname));
}
