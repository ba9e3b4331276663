// This process's fallback while Redis is unreachable: the most recent entries (bounded) and every tag it revalidated.
const maxEntries = Number(process.env.CACHE_LOCAL_ENTRIES) || 500;

export function createLocalCache() {
  const entries = new Map();
  const tags = new Map();
  return {
    get: (key) => entries.get(key),
    set(key, entry) {
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value);
    },
    delete: (key) => entries.delete(key),
    tag: (tag) => tags.get(tag),
    setTag: (tag, record) => void tags.set(tag, record),
  };
}
