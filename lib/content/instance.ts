import { createContentClient, type ContentClient, type ContentClientOptions } from './sdk';
import { assertSearchable } from './repository';
import { refOfRead } from './request-ref';
import { logger } from '@/lib/telemetry/log';

const retryStartAfterMs = 30_000;

interface Shared {
  options: ContentClientOptions;
  current?: Promise<ContentClient | null>;
  failedAt: number;
}

// One client per process: Next bundles route handlers and pages apart, and the webhook must refresh the pages' client.
const stateKey = Symbol.for('storefront.content-client');
const scope = globalThis as { [stateKey]?: Shared };
const shared: Shared = (scope[stateKey] ??= { options: {}, failedAt: 0 });

async function start(): Promise<ContentClient | null> {
  try {
    const content = createContentClient(shared.options);
    const repository = await content.client.getRepository();
    assertSearchable(repository);
    content.client.queryContentFromRef(refOfRead);
    return content;
  } catch (error) {
    logger.error({ err: error }, '[content] the content client could not start; pages render their fallbacks.');
    shared.failedAt = Date.now();
    return null;
  }
}

/** The shared client, or null when it could not start (retried after 30 s). */
export function getContentClient(): Promise<ContentClient | null> {
  if (!shared.current || (shared.failedAt && Date.now() - shared.failedAt > retryStartAfterMs)) {
    shared.failedAt = 0;
    shared.current = start();
  }
  return shared.current;
}

/** Replaces the options of the shared client (tests, scripts); the next call starts a new client. */
export function configureContentClient(next: ContentClientOptions): void {
  shared.options = next;
  shared.current = undefined;
  shared.failedAt = 0;
}

/** After a content webhook: cached responses go and the embedded source reads its folder again, for every process. */
export async function refreshContent(): Promise<void> {
  const content = await getContentClient();
  await content?.refresh();
}
