import type { JsonFile } from './files';
import { parseJson } from './files';
import type { StoredDocument } from './types';

const defaultDate = '2026-01-01T00:00:00+0000';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** One file `<lang>/<type>/<name>.json` → a stored document, or undefined when unreadable (e.g. half written). */
function toStoredDocument(file: JsonFile): StoredDocument | undefined {
  const [langDir, typeDir, name] = file.segments;
  if (!langDir || !typeDir || !name || file.segments.length !== 3) return undefined;
  const raw = parseJson(file.text);
  if (!isRecord(raw)) return undefined;
  const base = name.replace(/\.json$/, '');
  const uid = text(raw.uid) ?? null;
  const type = text(raw.type) ?? typeDir;
  const lang = (text(raw.lang) ?? langDir).toLowerCase();
  const first = text(raw.first_publication_date) ?? defaultDate;
  return {
    id: text(raw.id) ?? `${lang}-${type}-${base}`,
    uid,
    type,
    lang,
    tags: Array.isArray(raw.tags) ? raw.tags.filter((t): t is string => typeof t === 'string') : [],
    first_publication_date: first,
    last_publication_date: text(raw.last_publication_date) ?? first,
    alternate_languages: Array.isArray(raw.alternate_languages)
      ? (raw.alternate_languages as StoredDocument['alternate_languages'])
      : [],
    slugs: Array.isArray(raw.slugs) ? (raw.slugs as string[]) : uid ? [uid] : [],
    linked_documents: [],
    data: isRecord(raw.data) ? raw.data : {},
  };
}

export function toStoredDocuments(files: JsonFile[]): StoredDocument[] {
  const byId = new Map<string, StoredDocument>();
  for (const file of files) {
    const doc = toStoredDocument(file);
    if (doc && !byId.has(doc.id)) byId.set(doc.id, doc);
  }
  return [...byId.values()];
}

/** Overlay documents replace master documents with the same id and add the others. */
export function applyOverlay(master: StoredDocument[], overlay: StoredDocument[]): StoredDocument[] {
  const replaced = new Map(overlay.map((doc) => [doc.id, doc]));
  const merged = master.map((doc) => replaced.get(doc.id) ?? doc);
  const known = new Set(master.map((doc) => doc.id));
  return [...merged, ...overlay.filter((doc) => !known.has(doc.id))];
}
