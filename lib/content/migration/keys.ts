const titleFields = ['title', 'name', 'question', 'author', 'product_name'];

function firstText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (Array.isArray(value)) {
    const first: unknown = value[0];
    if (typeof first === 'object' && first !== null && 'text' in first) return firstText(first.text);
  }
  return null;
}

interface Keyed {
  type: string;
  lang: string;
  uid?: string | null;
  data: Record<string, unknown>;
}

/** The title the editor lists a document under: its first title-like field, else its uid, else its type. */
export function documentTitle(doc: Keyed): string {
  for (const field of titleFields) {
    const title = firstText(doc.data[field]);
    if (title) return title.slice(0, 200);
  }
  return doc.uid || doc.type;
}

/**
 * What identifies a document in both repositories, since ids differ: type, language and uid, or the title for
 * types without uid (singletons, reviews, plant carousel items).
 */
export function documentKey(doc: Keyed): string {
  return `${doc.type}|${doc.lang}|${doc.uid ? `uid:${doc.uid}` : `title:${documentTitle(doc)}`}`;
}
