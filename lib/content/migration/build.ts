import { Migration, type PrismicDocument, type PrismicMigrationDocument } from '@prismicio/client';
import type { StoredDocument } from '@/lib/content/embedded/types';
import { documentKey } from './keys';
import { planMigration, type MigrationPlan } from './plan';

/**
 * The Migration API run for the embedded documents the hosted repository lacks: their files become assets (each
 * file once, each use with its own alt text), their links and translations point at the new documents or at the
 * hosted ones that already exist.
 */
export function buildMigration(
  source: StoredDocument[],
  hosted: PrismicDocument[],
  readAsset: (path: string) => Blob,
  masterLang: string,
): { migration: Migration<PrismicDocument>; plan: MigrationPlan } {
  const migration = new Migration<PrismicDocument>();
  const hostedByKey = new Map(hosted.map((doc) => [documentKey(doc), doc]));
  const keyOf = new Map(source.map((doc) => [doc.id, documentKey(doc)]));
  const created = new Map<string, PrismicMigrationDocument>();
  const target = (id: string) => created.get(id) ?? hostedByKey.get(keyOf.get(id) ?? '');
  const files = new Map<string, Blob>();
  const file = (path: string) => {
    let blob = files.get(path);
    if (!blob) files.set(path, (blob = readAsset(path)));
    return blob;
  };
  const plan = planMigration(
    source,
    {
      asset: (use) =>
        migration.createAsset(file(use.path), use.filename, {
          alt: use.alt ?? undefined,
          credits: use.credits ?? undefined,
        }),
      document: (id, link) => ({ ...link, id: () => target(id) }),
    },
    { masterLang, existingKeys: new Set(hostedByKey.keys()) },
  );
  for (const doc of plan.documents) {
    const master = doc.masterSourceId;
    const pending = { type: doc.type, uid: doc.uid ?? undefined, lang: doc.lang, tags: doc.tags, data: doc.data };
    const params = master ? { masterLanguageDocument: () => target(master) } : undefined;
    created.set(doc.sourceId, migration.createDocument(pending, doc.title, params));
  }
  return { migration, plan };
}
