import type { TagRecord } from './local.mjs';

export function revalidation(previous: TagRecord | undefined, now: number, durations?: { expire?: number }): TagRecord;
export function tagVerdict(
  records: (TagRecord | undefined)[],
  lastModified: number,
  now?: number,
): 'expired' | 'stale' | 'fresh';
export function entryTags(
  value: { kind?: string; tags?: string[]; headers?: Record<string, unknown> } | null | undefined,
  context?: { tags?: string[]; softTags?: string[] },
): string[];
