import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time comparison; hashing first keeps it constant whatever the lengths. */
export function isValidWebhookSecret(expected: string | undefined, provided: unknown): boolean {
  if (!expected || typeof provided !== 'string' || provided === '') return false;
  return timingSafeEqual(digest(expected), digest(provided));
}

/** Prismic sends the secret in the JSON body; a header or `?secret=` also works for manual calls. */
export async function webhookSecretOf(request: Request): Promise<string | undefined> {
  const body = (await request.json().catch(() => null)) as { secret?: unknown } | null;
  if (typeof body?.secret === 'string') return body.secret;
  return request.headers.get('x-webhook-secret') ?? new URL(request.url).searchParams.get('secret') ?? undefined;
}
