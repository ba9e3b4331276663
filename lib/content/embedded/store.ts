import { createHash } from 'node:crypto';
import { watch } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { applyOverlay, toStoredDocuments } from './documents';
import { fillLinkIds } from './link-ids';
import { parseExperiments } from './experiments';
import { parseJson, readJsonFiles } from './files';
import type { ContentSnapshot } from './types';
import { logger } from '@/lib/telemetry/log';

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
    formerRefs: [],
    documents,
    experiments,
    variations,
    bookmarks: typeof bookmarks === 'object' && bookmarks !== null ? (bookmarks as Record<string, string>) : {},
  };
}

export interface SnapshotSource {
  get(): Promise<ContentSnapshot>;
  /**
   * Reads the folder again when a process published (or, with `recheckMs`, when due); answers how many times the
   * content changed so far, so a cache above it knows when to drop what it kept.
   */
  sync(): Promise<number>;
  /** Records a change for every process reading this folder, then reads it again (the content webhook). */
  publish(): Promise<void>;
}

export interface SnapshotOptions {
  /** Re-read at most this often even without a publication (dev edits); default never. */
  recheckMs?: number;
  /** Also re-read as soon as the revision file changes (a server), before the next request asks. */
  watchRevision?: boolean;
}

/** A file every process reading `root` stats before answering: one `stat`, not a walk of the folder. */
const revisionFile = '.revision';
const keptFormerRefs = 16;

/**
 * Reads the folder at first use and keeps it; re-reads it after a `publish()` by any process sharing the folder
 * (its revision file changed) and, with `recheckMs`, at most that often. A superseded master ref answers with the
 * current documents, so a client still holding it (it caches the repository for 5 s) reads the new content.
 */
export function createSnapshotSource(
  root: string,
  { recheckMs = Infinity, watchRevision = false }: SnapshotOptions = {},
): SnapshotSource {
  const revisionPath = path.join(root, revisionFile);
  let current: Promise<ContentSnapshot> | undefined;
  let loadedAt = 0;
  let seenRevision: bigint | undefined;
  let checking: Promise<number> | undefined;
  let version = 0;

  const revision = () =>
    stat(revisionPath, { bigint: true }).then(
      (found) => found.mtimeNs + found.size,
      () => BigInt(0),
    );

  function load(): Promise<ContentSnapshot> {
    loadedAt = Date.now();
    const previous = current;
    current = loadSnapshot(root).then(
      async (next) => {
        const before = await previous?.catch(() => undefined);
        if (!before) return next;
        const former = before.masterRef === next.masterRef ? [] : [before.masterRef];
        return { ...next, formerRefs: [...before.formerRefs, ...former].slice(-keptFormerRefs) };
      },
      (error: unknown) => {
        if (previous) return previous;
        throw error;
      },
    );
    return current;
  }

  async function check(force: boolean): Promise<number> {
    const stamp = await revision();
    const published = force || (seenRevision !== undefined && stamp !== seenRevision);
    seenRevision = stamp;
    if (!current) await load();
    else if (published || Date.now() - loadedAt > recheckMs) {
      const before = (await current).masterRef;
      if ((await load()).masterRef !== before) version++;
    }
    return version;
  }

  /** One check at a time; a forced one waits for the check in flight, then reads the folder whatever it found. */
  function run(force: boolean): Promise<number> {
    const task = (checking ?? Promise.resolve(version))
      .then(() => check(force))
      .finally(() => {
        if (checking === task) checking = undefined;
      });
    checking = task;
    return task;
  }

  const sync = () => checking ?? run(false);
  if (watchRevision) watchFolder(root, () => void sync().catch(() => undefined));

  return {
    get: () => current ?? load(),
    sync,
    async publish() {
      await writeFile(revisionPath, `${new Date().toISOString()} ${process.pid}\n`).catch((error: unknown) => {
        logger.error(
          { err: error },
          '[content] the revision file could not be written: other processes keep the old content.',
        );
      });
      await run(true);
    },
  };
}

/** Calls `changed` when the revision file is written; an unwatchable folder just relies on `sync()`. */
function watchFolder(root: string, changed: () => void) {
  try {
    const watcher = watch(root, { persistent: false }, (_event, name) => {
      if (name === revisionFile) changed();
    });
    watcher.on('error', () => watcher.close());
  } catch {
    /* sync() before every request still finds the change */
  }
}
