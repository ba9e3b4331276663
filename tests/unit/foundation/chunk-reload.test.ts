import { describe, expect, it, vi } from 'vitest';
import { chunkReloadKey, isChunkLoadError, reloadAfterChunkError } from '@/lib/browser/chunk-reload';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

describe('chunk reload guard', () => {
  it('recognises chunk load failures only', () => {
    expect(isChunkLoadError(new Error('Loading chunk 42 failed.'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError('Failed to load chunk /_next/static/chunks/a.js')).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads at most once per 60 s, remembered in session storage', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const error = new Error('Loading chunk 7 failed');
    expect(reloadAfterChunkError(error, { storage, reload, now: 1_000_000 })).toBe(true);
    expect(storage.getItem(chunkReloadKey)).toBe('1000000');
    expect(reloadAfterChunkError(error, { storage, reload, now: 1_059_999 })).toBe(false);
    expect(reloadAfterChunkError(error, { storage, reload, now: 1_060_000 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('ignores other errors', () => {
    const reload = vi.fn();
    expect(reloadAfterChunkError(new Error('boom'), { storage: memoryStorage(), reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
