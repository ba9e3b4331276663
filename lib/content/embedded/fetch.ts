import type { FetchLike } from '@prismicio/client';
import { repositoryDocument } from './repository';
import { searchDocuments, type ApiAnswer } from './search';
import { createSnapshotSource, type SnapshotOptions, type SnapshotSource } from './store';

function answer({ status, body }: ApiAnswer): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** `/api/v2`, `/api/v2/documents/search` and `/api/v2/tags`, whatever the host. */
function createEmbeddedFetch(source: SnapshotSource): FetchLike {
  return async (input) => {
    const url = new URL(input);
    const match = /^(.*\/api\/v2)(\/documents\/search|\/tags)?\/?$/.exec(url.pathname);
    if (!match) return answer({ status: 404, body: { type: 'api_notfound_error', message: 'Not found' } });
    const snapshot = await source.get();
    const endpoint = `${url.origin}${match[1]}`;
    if (match[2] === '/documents/search') return answer(searchDocuments(url, snapshot));
    const repository = repositoryDocument(endpoint, snapshot);
    return answer({ status: 200, body: match[2] === '/tags' ? repository.tags : repository });
  };
}

interface EmbeddedSource {
  fetch: FetchLike;
  snapshots: SnapshotSource;
}

/** The embedded source over a `content/` folder, with what reads it again (`snapshots.sync`, `snapshots.publish`). */
export function embeddedSourceFor(root: string, options?: SnapshotOptions): EmbeddedSource {
  const snapshots = createSnapshotSource(root, options);
  return { fetch: createEmbeddedFetch(snapshots), snapshots };
}

/** The embedded source's fetch alone (tests, scripts). */
export function embeddedFetchFor(root: string, options?: SnapshotOptions): FetchLike {
  return embeddedSourceFor(root, options).fetch;
}
