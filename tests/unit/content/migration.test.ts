import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { toStoredDocuments } from '@/lib/content/embedded/documents';
import { readJsonFiles } from '@/lib/content/embedded/files';
import type { StoredDocument } from '@/lib/content/embedded/types';
import type { PrismicDocument } from '@prismicio/client';
import { masterLang } from '@/lib/content/langs';
import { buildMigration } from '@/lib/content/migration/build';
import { planMigration, type MigrationPlan } from '@/lib/content/migration/plan';
import { migrationSummary } from '@/lib/content/migration/summary';
import type { AssetUse } from '@/lib/content/migration/transform';

let source: StoredDocument[];
let plan: MigrationPlan;
const assets: AssetUse[] = [];
const links: { target: string; link: Record<string, unknown> }[] = [];

/** Counted straight from the files, independently of the transformation. */
function sourceCounts(node: unknown, counts = { images: new Set<string>(), imageUses: 0, documentLinks: 0 }) {
  if (Array.isArray(node)) node.forEach((item) => sourceCounts(item, counts));
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (record.link_type === 'Document') counts.documentLinks += 1;
    if (typeof record.url === 'string' && 'dimensions' in record) {
      counts.imageUses += 1;
      counts.images.add(record.url);
    }
    Object.values(record).forEach((value) => sourceCounts(value, counts));
  }
  return counts;
}

beforeAll(async () => {
  source = toStoredDocuments(await readJsonFiles(path.join(process.cwd(), 'content', 'documents')));
  plan = planMigration(
    source,
    {
      asset: (use) => (assets.push(use), { asset: use.path }),
      document: (target, link) => (links.push({ target, link }), { link_type: 'Document', id: `→${target}` }),
    },
    { masterLang },
  );
});

describe('content:migrate over the whole embedded repository', () => {
  it('plans every document of every language once, masters first, with 0 unresolved', () => {
    expect(plan.unresolved).toEqual([]);
    expect(plan.documents).toHaveLength(source.length);
    expect(source.length).toBe(390);
    for (const lang of ['en-gb', 'de-de', 'it-it'])
      expect(plan.documents.filter((doc) => doc.lang === lang)).toHaveLength(130);
    const firstTranslation = plan.documents.findIndex((doc) => doc.lang !== masterLang);
    expect(plan.documents.slice(firstTranslation).every((doc) => doc.lang !== masterLang)).toBe(true);
    expect(new Set(plan.documents.map((doc) => doc.key)).size).toBe(390);
    expect(plan.documents.every((doc) => doc.title.trim() !== '')).toBe(true);
    const summary = migrationSummary(plan, { source: source.length, repository: null, dryRun: true });
    expect(summary).toContain('would create 390 (en-gb 130, de-de 130, it-it 130)');
    expect(summary).toMatch(/^page +38 +38 +38$/m);
    expect(summary).toContain('Unresolved: 0');
  });

  it('links every translation to its master-language document, reproducing each alternate_languages set', () => {
    const planned = new Map(plan.documents.map((doc) => [doc.sourceId, doc]));
    const group = (id: string) => planned.get(id)?.masterSourceId ?? id;
    for (const doc of source) {
      const siblings = plan.documents.filter((other) => group(other.sourceId) === group(doc.id));
      const expected = [doc.id, ...doc.alternate_languages.map((alt) => alt.id)].sort();
      expect(siblings.map((other) => other.sourceId).sort(), doc.id).toEqual(expected);
    }
    expect(plan.translationLinks).toBe(plan.documents.filter((doc) => doc.masterSourceId).length);
    expect(plan.translationLinks).toBe(260);
  });

  it('turns every image into an asset use with its own alt text, and every document link into a relationship', () => {
    const counts = sourceCounts(source.map((doc) => doc.data));
    expect(plan.images).toBe(counts.imageUses);
    expect(assets).toHaveLength(counts.imageUses);
    expect(plan.assetPaths).toEqual([...counts.images].sort());
    expect(assets.every((use) => use.path.startsWith('/content/') && use.alt)).toBe(true);
    expect(plan.documentLinks).toBe(counts.documentLinks);
    expect(links).toHaveLength(counts.documentLinks);
    const ids = new Set(source.map((doc) => doc.id));
    expect(links.every(({ target }) => ids.has(target))).toBe(true);
    expect(JSON.stringify(plan.documents.map((doc) => doc.data))).not.toMatch(/"url":"\/content\//);
  });

  it('keeps rich-text hyperlinks, labels and web links as they are', () => {
    const hyperlinked = plan.documents.flatMap((doc) => JSON.stringify(doc.data).match(/"type":"hyperlink"/g) ?? []);
    expect(hyperlinked.length).toBeGreaterThan(0);
    const webLinks = JSON.stringify(source.map((doc) => doc.data)).match(/"link_type":"Web"/g)?.length;
    expect(JSON.stringify(plan.documents.map((doc) => doc.data)).match(/"link_type":"Web"/g)?.length).toBe(webLinks);
  });

  it('creates nothing on a second run: documents the repository holds are matched by key, their files not uploaded', () => {
    const uses: AssetUse[] = [];
    const again = (existingKeys: Set<string>) =>
      planMigration(source, { asset: (use) => uses.push(use), document: () => ({}) }, { masterLang, existingKeys });
    const second = again(new Set(plan.documents.map((doc) => doc.key)));
    expect([second.documents, second.assetPaths, uses, second.unresolved]).toEqual([[], [], [], []]);
    expect(second.existing).toHaveLength(390);
    const withoutItalian = again(new Set(plan.documents.filter((doc) => doc.lang !== 'it-it').map((doc) => doc.key)));
    expect(withoutItalian.documents.map((doc) => doc.lang)).toEqual(Array(130).fill('it-it'));
    expect(withoutItalian.translationLinks).toBe(130);
  });

  it('builds the Migration API run: each file uploaded once, links to hosted documents resolved to their ids', async () => {
    const read = () => new Blob(['x']);
    const first = buildMigration(source, [], read, masterLang);
    expect([first.migration._documents.length, first.migration._assets.size]).toEqual([390, 73]);
    const hosted = source
      .filter((doc) => doc.type === 'blog_category')
      .map((doc) => ({ ...doc, id: `hosted-${doc.id}`, href: '', url: null }) satisfies PrismicDocument);
    const { migration } = buildMigration(source, hosted, read, masterLang);
    expect(migration._documents).toHaveLength(381);
    const post = migration._documents.find((doc) => doc.document.type === 'post' && doc.document.lang === 'de-de');
    const category = post?.document.data.category as { id: () => PrismicDocument | undefined };
    expect(category.id()?.id).toMatch(/^hosted-blog_category-.*-de$/);
    const again = buildMigration(
      source,
      source.map((doc) => ({ ...doc, href: '', url: null })),
      read,
      masterLang,
    );
    expect([again.migration._documents.length, again.migration._assets.size]).toEqual([0, 0]);
  });
});
