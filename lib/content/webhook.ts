import { createHash, timingSafeEqual } from 'node:crypto';
import { readJsonBody } from '@/lib/http/body';
import { HttpProblem } from '@/lib/http/problem';

const digest = (value: string) => createHash('sha256').update(value).digest();
const webhookBodyLimit = 64 * 1024;

/** Constant-time comparison; hashing first keeps it constant whatever the lengths. */
export function isValidWebhookSecret(expected: string | undefined, provided: unknown): boolean {
  if (!expected || typeof provided !== 'string' || provided === '') return false;
  return timingSafeEqual(digest(expected), digest(provided));
}

async function readBody(request: Request): Promise<unknown> {
  try {
    return await readJsonBody(request, webhookBodyLimit);
  } catch (error) {
    if (error instanceof HttpProblem && error.code === 'payloadTooLarge') throw error;
    return undefined;
  }
}

const secretOf = (body: unknown) =>
  typeof body === 'object' && body !== null && 'secret' in body ? body.secret : undefined;

interface Webhook {
  authorized: boolean;
  /** The JSON body (Prismic's payload) once the caller is authorized; undefined when there is none. */
  payload?: unknown;
}

/**
 * Whether the caller knows the webhook secret, decided before anything is parsed when it can be: no secret
 * configured → no; a header or `?secret=` → compared at once (the body is read only when it matches); else
 * Prismic's JSON body, read up to 64 KB (413 over).
 */
export async function readWebhook(request: Request, expected: string | undefined): Promise<Webhook> {
  if (!expected) return { authorized: false };
  const outside = request.headers.get('x-webhook-secret') ?? new URL(request.url).searchParams.get('secret');
  if (outside !== null) {
    return isValidWebhookSecret(expected, outside)
      ? { authorized: true, payload: await readBody(request) }
      : { authorized: false };
  }
  const payload = await readBody(request);
  return isValidWebhookSecret(expected, secretOf(payload)) ? { authorized: true, payload } : { authorized: false };
}
