import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { applyOverlay, toStoredDocuments } from './documents';
import { fillLinkIds } from './link-ids';
import { parseExperiments } from './experiments';
import { parseJson, readJsonFiles } from './files';
import type { ContentSnapshot } from './types';

async function readOptional(file: string): Promise<string | undefined> {
  return readFile(file, 'utf8').catch(() => undefined);
}

/** Reads `documents/`, `experiments.json`, `experiments/<variation>/` and `bookmarks.json` under `root`. */
async function loadSnapshot(root: string): Promise<ContentSnapshot> {
  const files = await readJsonFiles(path.join(root, 'documents'));
  const experimentsText = await readOptional(path.join(root, 'experiments.json'));
  const bookmarksText = await readOptional(path.join(root, 'bookmarks.json'));
  const hash = createHash('sha256');
  for (const file of files) hash.update(file.segments.join('/')).update('\0').update(file.text);
  hash.update(experimentsText ?? '').update(bookmarksText ?? '');
  const masterRef = hash.digest('base64url').slice(0, 16);
  const documents = fillLinkIds(toStoredDocuments(files));
  const experiments = parseExperiments(experimentsText, masterRef);
  const variations = new Map<string, ContentSnapshot['documents']>();
  for (const variation of experiments.flatMap((experiment) => experiment.variations)) {
    const overlay = toStoredDocuments(await readJsonFiles(path.join(root, 'experiments', variation.id)));
    variations.set(variation.ref, fillLinkIds(applyOverlay(documents, overlay)));
  }
  const bookmarks = parseJson(bookmarksText ?? '{}');
  return {
    masterRef,
    documents,
    experiments,
    variations,
    bookmarks: typeof bookmarks === 'object' && bookmarks !== null ? (bookmarks as Record<string, string>) : {},
  };
}

export interface SnapshotSource {
  get(): Promise<ContentSnapshot>;
}

/** Reads the folder at first use and keeps it; with `recheckMs`, re-reads at most that often (dev edits). */
export function createSnapshotSource(root: string, recheckMs = Infinity): SnapshotSource {
  let current: Promise<ContentSnapshot> | undefined;
  let loadedAt = 0;
  return {
    get() {
      if (!current || Date.now() - loadedAt > recheckMs) {
        loadedAt = Date.now();
        const previous = current;
        current = loadSnapshot(root).catch((error: unknown) => {
          if (previous) return previous;
          throw error;
        });
      }
      return current;
    },
  };
}
