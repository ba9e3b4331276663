import { fileURLToPath } from 'node:url';
import { createContentClient, type ContentClientOptions } from '@/lib/content/client';

export const fixtureRoot = fileURLToPath(new URL('./fixtures/content', import.meta.url));

/** A client on the fixture repository, never the real seed content. */
export function fixtureClient(options: ContentClientOptions = {}) {
  return createContentClient({ env: {}, contentRoot: fixtureRoot, ...options });
}
