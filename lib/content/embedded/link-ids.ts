import type { StoredDocument } from './types';

type Link = { link_type: 'Document'; id?: string; type?: string; uid?: string; lang?: string };

function fill(value: unknown, find: (link: Link) => string | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => fill(item, find));
  if (typeof value !== 'object' || value === null) return value;
  const link = value as Link;
  if (link.link_type === 'Document' && !link.id) {
    const id = find(link);
    return id ? { ...link, id } : value;
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, find)]));
}

/** Seed links may name their target by type + uid (+ lang) only; give them the target's id. */
export function fillLinkIds(docs: StoredDocument[]): StoredDocument[] {
  const byKey = new Map(docs.map((doc) => [`${doc.type}/${doc.lang}/${doc.uid}`, doc.id]));
  return docs.map((doc) => ({
    ...doc,
    data: fill(doc.data, (link) =>
      byKey.get(`${link.type}/${link.lang ?? doc.lang}/${link.uid}`),
    ) as StoredDocument['data'],
  }));
}
