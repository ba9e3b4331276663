interface Entry {
  value: ReadableStream<Uint8Array>;
  tags: string[];
  stale: number;
  timestamp: number;
  expire: number;
  revalidate: number;
}
declare const handler: {
  get(cacheKey: string, softTags: string[]): Promise<Entry | undefined>;
  set(cacheKey: string, pendingEntry: Promise<Entry>): Promise<void>;
  refreshTags(): Promise<void>;
  getExpiration(tags: string[]): Promise<number>;
  updateTags(tags: string[], durations?: { expire?: number }): Promise<void>;
};
export default handler;
