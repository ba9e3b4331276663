import type { Client, Repository } from '@prismicio/client';
import { contentErrors } from './errors';

/** Searching needs the repository's `everything` form. */
export function assertSearchable(repository: Pick<Repository, 'forms'>): void {
  if (!repository.forms?.everything) throw contentErrors.missingEverythingForm();
}

/** The document id a repository bookmark points at. */
export function bookmarkedId(repository: Pick<Repository, 'bookmarks'>, name: string): string {
  const id = repository.bookmarks?.[name];
  if (!id) throw contentErrors.bookmark();
  return id;
}

/** The repository's tags through its `tags` form (the client alone would fall back silently). */
export async function getRepositoryTags(client: Client): Promise<string[]> {
  const repository = await client.getRepository();
  if (!repository.forms?.tags) throw contentErrors.missingTagsForm();
  return client.getTags();
}
