import { createContentClient, type ContentClient, type ContentClientOptions } from './sdk';
import { assertSearchable } from './repository';
import { requestRef } from './request-ref';

const retryStartAfterMs = 30_000;

let options: ContentClientOptions = {};
let current: Promise<ContentClient | null> | undefined;
let failedAt = 0;

async function start(): Promise<ContentClient | null> {
  try {
    const content = createContentClient(options);
    const repository = await content.client.getRepository();
    assertSearchable(repository);
    content.client.queryContentFromRef(() => requestRef(content.client));
    return content;
  } catch (error) {
    console.error('[content] the content client could not start; pages render their fallbacks.', error);
    failedAt = Date.now();
    return null;
  }
}

/** The shared client, or null when it could not start (retried after 30 s). */
export function getContentClient(): Promise<ContentClient | null> {
  if (!current || (failedAt && Date.now() - failedAt > retryStartAfterMs)) {
    failedAt = 0;
    current = start();
  }
  return current;
}

/** Replaces the options of the shared client (tests, scripts); the next call starts a new client. */
export function configureContentClient(next: ContentClientOptions): void {
  options = next;
  current = undefined;
  failedAt = 0;
}

/** After a content webhook: cached responses go and the embedded source reads its folder again, for every process. */
export async function refreshContent(): Promise<void> {
  const content = await current;
  await content?.refresh();
}
