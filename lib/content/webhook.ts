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

async function bodySecret(request: Request): Promise<unknown> {
  try {
    const body = await readJsonBody(request, webhookBodyLimit);
    return typeof body === 'object' && body !== null && 'secret' in body ? body.secret : undefined;
  } catch (error) {
    if (error instanceof HttpProblem && error.code === 'payloadTooLarge') throw error;
    return undefined;
  }
}

/**
 * Whether the caller knows the webhook secret, decided before anything is parsed when it can be: no secret
 * configured → no; a header or `?secret=` → compared at once; else Prismic's JSON body, read up to 64 KB (413 over).
 */
export async function hasWebhookSecret(request: Request, expected: string | undefined): Promise<boolean> {
  if (!expected) return false;
  const outside = request.headers.get('x-webhook-secret') ?? new URL(request.url).searchParams.get('secret');
  if (outside !== null) return isValidWebhookSecret(expected, outside);
  return isValidWebhookSecret(expected, await bodySecret(request));
}
