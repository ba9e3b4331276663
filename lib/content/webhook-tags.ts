import { cacheTags } from '@/lib/cache';

/** What a content webhook says changed: some documents, or something the tags cannot name (everything goes). */
export type ContentChange = { documents: string[]; ref?: string } | { everything: string };

interface ChangedDocument {
  id: string;
  type: string;
  lang: string;
  alternate_languages: { id: string }[];
}

/** More changed documents than one lookup answers: a bulk publication, cheaper to expire whole. */
const maxDocuments = 100;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Prismic's `{ addition, update, deletion }` lists of releases, masks or experiments: any entry is a change. */
const hasEntries = (value: unknown) =>
  isRecord(value) && Object.values(value).some((list) => Array.isArray(list) && list.length > 0);

/**
 * Prismic's `api-update` payload → the documents it names. Anything else (a test trigger, a manual call without
 * ids, a release, mask or experiment change, a bulk publication) → everything, with the reason.
 */
export function contentChangeOf(payload: unknown): ContentChange {
  if (!isRecord(payload)) return { everything: 'no payload' };
  if (payload.type !== 'api-update') return { everything: `type ${JSON.stringify(payload.type ?? null)}` };
  for (const key of ['releases', 'masks', 'experiments']) {
    if (hasEntries(payload[key])) return { everything: `${key} changed` };
  }
  const ids = payload.documents;
  if (!Array.isArray(ids) || !ids.length || !ids.every((id) => typeof id === 'string' && id !== '')) {
    return { everything: 'no document ids' };
  }
  if (ids.length > maxDocuments) return { everything: `more than ${maxDocuments} documents` };
  const documents = [...new Set(ids as string[])];
  return typeof payload.masterRef === 'string' && payload.masterRef
    ? { documents, ref: payload.masterRef }
    : { documents };
}

/**
 * The tags of changed documents as published now: each document's own, its type's listings in its language and in
 * all, and its translations' (their pages link to it). Null when an id is not published any more: the listings it
 * left are unknown, so everything goes.
 */
export function tagsOfChange(ids: string[], published: ChangedDocument[]): string[] | null {
  const byId = new Map(published.map((doc) => [doc.id, doc]));
  const tags = new Set<string>();
  for (const id of ids) {
    const doc = byId.get(id);
    if (!doc) return null;
    tags.add(cacheTags.document(id));
    tags.add(cacheTags.listing(doc.type, doc.lang));
    tags.add(cacheTags.listing(doc.type, '*'));
    for (const translation of doc.alternate_languages) tags.add(cacheTags.document(translation.id));
  }
  return [...tags].sort();
}
