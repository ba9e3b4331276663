// When a tag was revalidated, as Next's own file-system cache records it: `expired` drops entries made before it,
// `stale` serves them once more while a fresh render replaces them.

/** The record `revalidateTag(tags, durations)` leaves for one tag at `now`. */
export function revalidation(previous, now, durations) {
  if (!durations) return { ...previous, expired: now };
  const next = { ...previous, stale: now };
  if (durations.expire !== undefined) next.expired = now + durations.expire * 1000;
  return next;
}

/** 'expired', 'stale' or 'fresh' for an entry made at `lastModified` carrying tags with these `records`. */
export function tagVerdict(records, lastModified, now = Date.now()) {
  let verdict = 'fresh';
  for (const record of records) {
    if (!record) continue;
    if (typeof record.expired === 'number' && record.expired <= now && record.expired > lastModified) return 'expired';
    if (typeof record.stale === 'number' && record.stale > lastModified) verdict = 'stale';
  }
  return verdict;
}

const tagsHeader = 'x-next-cache-tags';

/** The tags an entry answers to: a fetch's own and the page's implicit ones, or a page's from its tags header. */
export function entryTags(value, ctx) {
  if (value?.kind === 'FETCH') return [...(ctx?.tags ?? value.tags ?? []), ...(ctx?.softTags ?? [])];
  const header = value?.headers?.[tagsHeader];
  return typeof header === 'string' && header ? header.split(',') : [];
}
