/**
 * npm run content:migrate [-- --dry-run] [-- --publish]
 * Moves the embedded repository (content/documents) into the hosted Prismic repository PRISMIC_REPOSITORY with the
 * Migration API: PRISMIC_WRITE_TOKEN writes, PRISMIC_ACCESS_TOKEN (if the API is private) reads what exists.
 * Documents the repository already holds (same type, language and uid, or title without uid) are left as they are,
 * so a second run creates nothing. New documents land in the migration release; --publish publishes it.
 * --dry-run prints what would be created and writes nothing (without PRISMIC_REPOSITORY it reads nothing either).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WriteClient, type PrismicDocument } from '@prismicio/client';
import { toStoredDocuments } from '../lib/content/embedded/documents';
import { readJsonFiles } from '../lib/content/embedded/files';
import { masterLang } from '../lib/content/langs';
import { buildMigration } from '../lib/content/migration/build';
import { migrationSummary } from '../lib/content/migration/summary';

const root = fileURLToPath(new URL('..', import.meta.url));
const dryRun = process.argv.includes('--dry-run');
const publish = process.argv.includes('--publish');
const repository = process.env.PRISMIC_REPOSITORY?.trim();
const writeToken = process.env.PRISMIC_WRITE_TOKEN?.trim();

/** Published documents and those of every release the token may read (the migration release among them). */
async function hostedDocuments(client: WriteClient<PrismicDocument>): Promise<PrismicDocument[]> {
  const byId = new Map<string, PrismicDocument>();
  for (const ref of await client.getRefs()) {
    for (const doc of await client.dangerouslyGetAll({ lang: '*', ref: ref.ref })) byId.set(doc.id, doc);
  }
  return [...byId.values()];
}

function readAsset(url: string): Blob {
  return new Blob([readFileSync(path.join(root, 'public', decodeURIComponent(url)))]);
}

if (!dryRun && (!repository || !writeToken)) {
  console.error('[content:migrate] set PRISMIC_REPOSITORY and PRISMIC_WRITE_TOKEN (or pass --dry-run)');
  process.exit(1);
}
const client = repository
  ? new WriteClient<PrismicDocument>(repository, {
      writeToken: writeToken ?? '',
      accessToken: process.env.PRISMIC_ACCESS_TOKEN?.trim() || undefined,
    })
  : null;
const source = toStoredDocuments(await readJsonFiles(path.join(root, 'content', 'documents')));
const hosted = client ? await hostedDocuments(client) : [];
const { migration, plan } = buildMigration(source, hosted, readAsset, masterLang);
console.log(migrationSummary(plan, { source: source.length, repository: repository ?? null, dryRun }));
if (plan.unresolved.length) process.exit(1);
if (!dryRun && client && plan.documents.length) {
  await client.migrate(migration, {
    reporter: (event) => {
      if (event.type === 'documents:creating' || event.type === 'assets:creating')
        process.stdout.write(`\r[content:migrate] ${event.type} ${event.data.current}/${event.data.total}   `);
      else if (event.type === 'end')
        console.log(`\n[content:migrate] migrated ${event.data.migrated.documents} documents`);
    },
  });
}
if (!dryRun && client && publish) {
  const { totalItems } = await client.publishMigrationRelease();
  console.log(`[content:migrate] published the migration release (${totalItems} documents)`);
}
