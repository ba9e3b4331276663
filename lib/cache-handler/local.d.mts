export interface TagRecord {
  stale?: number;
  expired?: number;
}
export interface LocalEntry {
  lastModified: number;
  value: unknown;
  cacheControl?: unknown;
}
export function createLocalCache(): {
  get(key: string): LocalEntry | undefined;
  set(key: string, entry: LocalEntry): void;
  delete(key: string): boolean;
  tag(tag: string): TagRecord | undefined;
  setTag(tag: string, record: TagRecord): void;
};
