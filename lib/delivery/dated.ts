/** The last entry that took effect at or before `time` (the first when `time` is earlier than all). */
export function inEffectAt<Entry extends { at: number }>(entries: readonly Entry[], time: number): Entry | undefined {
  let current = entries[0];
  for (const entry of entries) if (entry.at <= time) current = entry;
  return current;
}
