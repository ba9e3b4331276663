import { fileURLToPath } from 'node:url';
import type { Query } from '@prismicio/client';
import { createContentClient, type ContentClientOptions } from '@/lib/content/sdk';

export const fixtureRoot = fileURLToPath(new URL('./fixtures/content', import.meta.url));

/** A client on the fixture repository, never the real seed content. */
export function fixtureClient(options: ContentClientOptions = {}) {
  return createContentClient({ env: {}, contentRoot: fixtureRoot, ...options });
}

export function ids(query: Query): string[] {
  return query.results.map((doc) => doc.id).sort();
}

/** A JSON answer as a transport would get it. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}
