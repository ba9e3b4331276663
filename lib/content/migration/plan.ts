import type { StoredDocument } from '@/lib/content/embedded/types';
import { documentKey, documentTitle } from './keys';
import { transformData, type Resolvers, type Tally } from './transform';

type SourceDocument = Pick<StoredDocument, 'id' | 'uid' | 'type' | 'lang' | 'tags' | 'alternate_languages' | 'data'>;

interface PlannedDocument {
  sourceId: string;
  key: string;
  type: string;
  lang: string;
  uid: string | null;
  tags: string[];
  title: string;
  /** The embedded id of the master-language version this document translates, null for masters. */
  masterSourceId: string | null;
  data: Record<string, unknown>;
}

export interface MigrationPlan {
  /** The documents to create, master-language documents first so translations can name them. */
  documents: PlannedDocument[];
  /** Keys of the documents the hosted repository already holds: left as they are, their files not uploaded. */
  existing: string[];
  /** Distinct files uploaded as assets. */
  assetPaths: string[];
  /** Image fields, rich-text images and media links (each becomes a use of an asset). */
  images: number;
  documentLinks: number;
  translationLinks: number;
  unresolved: string[];
}

interface PlanOptions {
  masterLang: string;
  /** Keys (`documentKey`) of the hosted repository's documents; a second run finds them all and creates nothing. */
  existingKeys?: ReadonlySet<string>;
}

/** The embedded repository as migration documents: the pure part of `npm run content:migrate`. */
export function planMigration<A, L>(
  source: SourceDocument[],
  resolvers: Resolvers<A, L>,
  { masterLang, existingKeys = new Set() }: PlanOptions,
): MigrationPlan {
  const byId = new Map(source.map((doc) => [doc.id, doc]));
  const tally: Tally = { images: 0, documentLinks: 0, unresolved: [] };
  const assetPaths = new Set<string>();
  const counting: Resolvers<A, L> = {
    asset: (use) => (assetPaths.add(use.path), resolvers.asset(use)),
    document: resolvers.document,
  };
  const keys = new Map<string, string>();
  let translationLinks = 0;
  const existing: string[] = [];
  const ordered = [...source].sort((a, b) => Number(b.lang === masterLang) - Number(a.lang === masterLang));
  const documents = ordered.flatMap((doc): PlannedDocument[] => {
    const key = documentKey(doc);
    if (keys.has(key)) tally.unresolved.push(`${doc.id}: same key as ${keys.get(key)} (${key})`);
    keys.set(key, doc.id);
    if (existingKeys.has(key)) return (existing.push(key), []);
    let masterSourceId: string | null = null;
    if (doc.lang !== masterLang) {
      masterSourceId = doc.alternate_languages.find((alt) => alt.lang === masterLang)?.id ?? null;
      if (masterSourceId && byId.has(masterSourceId)) translationLinks += 1;
      else if (masterSourceId) tally.unresolved.push(`${doc.id}: translation of unknown document "${masterSourceId}"`);
    }
    const data = transformData(doc.data, (id) => byId.has(id), counting, tally, `${doc.id}.data`);
    return [
      {
        sourceId: doc.id,
        key,
        type: doc.type,
        lang: doc.lang,
        uid: doc.uid,
        tags: doc.tags,
        title: documentTitle(doc),
        masterSourceId,
        data: data as Record<string, unknown>,
      },
    ];
  });
  return { documents, existing, assetPaths: [...assetPaths].sort(), ...tally, translationLinks };
}
