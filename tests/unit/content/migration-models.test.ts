import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toStoredDocuments } from '@/lib/content/embedded/documents';
import { readJsonFiles } from '@/lib/content/embedded/files';
import { documentProblems, sliceProblems } from '@/lib/content/models/conformance';
import { readModels } from '@/lib/content/models/read';
import { sliceModels } from '@/lib/content/models/slices';

const root = process.cwd();
const models = readModels(root);

describe('the models and the embedded documents agree (what the Migration API would be sent)', () => {
  it('every document has exactly its custom type’s fields, of the right kinds, and only slices its zones allow', async () => {
    const docs = toStoredDocuments(await readJsonFiles(path.join(root, 'content', 'documents')));
    const problems = docs.flatMap((doc) => documentProblems(doc, models).map((problem) => `${doc.id}: ${problem}`));
    expect(problems).toEqual([]);
    expect(docs).toHaveLength(390);
  });

  it('bundles every slice model for the simulator', () => {
    expect(sliceModels).toEqual(models.slices);
  });

  it('names a field the model lacks, a missing field, a select value and a link the model does not allow', () => {
    const page = {
      type: 'post',
      uid: 'x',
      data: {
        title: 'T',
        excerpt: 1,
        image: {},
        publication_date: '2025-01-01',
        author: null,
        category: { link_type: 'Document', type: 'page', id: 'p' },
        body: [{ type: 'heading1', text: 'H', spans: [] }],
        meta_title: '',
        meta_description: '',
        extra: 'x',
      },
    };
    expect(documentProblems(page, models)).toEqual([
      'data.extra is not in the model',
      'data.excerpt is not text',
      'data.category links a page where the model allows blog_category',
      'data.body has a "heading1" block the model does not allow',
    ]);
    expect(documentProblems({ type: 'nope', uid: null, data: {} }, models)).toEqual([
      'type "nope" has no model in customtypes/',
    ]);
    const hero = { slice_type: 'hero', variation: 'default', primary: { theme: 'purple' }, items: [] };
    expect(sliceProblems(hero, models)).toEqual(['slice.primary.theme "purple" is not one of its options']);
    expect(sliceProblems({ ...hero, slice_type: 'carousel' }, models)).toEqual([
      'slice is a slice the zone does not allow',
    ]);
  });
});
