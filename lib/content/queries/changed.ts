import 'server-only';
import { tagsOfChange, type ContentChange } from '../webhook-tags';
import { readQuery } from './run';

/** The tags a content change reaches, read from the content as published now; null → everything. */
export async function changedTags(change: ContentChange): Promise<string[] | null> {
  if ('everything' in change) return null;
  const { documents, ref } = change;
  const published = await readQuery(
    'changedDocuments',
    null,
    async (client) => (await client.getByIDs(documents, { lang: '*', pageSize: 100, ...(ref ? { ref } : {}) })).results,
  );
  return published ? tagsOfChange(documents, published) : null;
}
