import { timing } from '@/lib/browser/timing';

export const chunkReloadKey = 'chunk-reload-at';

const chunkErrorPattern =
  /Loading (CSS )?chunk [\w-]+ failed|ChunkLoadError|Failed to load chunk|error loading dynamically imported module|Importing a module script failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return chunkErrorPattern.test(text);
}

/**
 * Reloads the page after a failed lazy chunk, at most once per guard window (spec §2), remembering the
 * last reload in session storage. Returns whether it reloaded.
 */
export function reloadAfterChunkError(
  error: unknown,
  { storage, reload, now = Date.now() }: { storage: Storage; reload: () => void; now?: number },
): boolean {
  if (!isChunkLoadError(error)) return false;
  const last = Number(storage.getItem(chunkReloadKey) ?? 0);
  if (now - last < timing.chunkReloadGuardMs) return false;
  storage.setItem(chunkReloadKey, String(now));
  reload();
  return true;
}
