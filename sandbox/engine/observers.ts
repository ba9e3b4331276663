import type { Rec } from '../db/store';
import type { Ctx } from './context';

/** What the engine just did to a record: created, updated (with the changed fields), deleted, or an action flag. */
export type Change =
  | { kind: 'create' }
  | { kind: 'update'; changes: Record<string, [unknown, unknown]> }
  | { kind: 'destroy' }
  | { kind: 'action'; flag: string };

type Observer = (ctx: Ctx, rec: Rec, change: Change) => Promise<void>;

const observers: Observer[] = [];

/** Domain code watches writes here (events, versions, webhooks) without the engine knowing about it. */
export function observe(observer: Observer): void {
  observers.push(observer);
}

export async function notify(ctx: Ctx, rec: Rec, change: Change): Promise<void> {
  for (const observer of observers) await observer(ctx, rec, change);
}

type Snapshot = Record<string, string>;

export function snapshot(rec: Rec): Snapshot {
  const fields: Snapshot = {};
  for (const [k, v] of Object.entries({ ...rec.attributes, ...rec.relationships })) fields[k] = JSON.stringify(v);
  return fields;
}

export function changesSince(before: Snapshot, rec: Rec): Record<string, [unknown, unknown]> {
  const after = snapshot(rec);
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)]))
    if (before[key] !== after[key])
      changes[key] = [
        before[key] === undefined ? null : JSON.parse(before[key]),
        after[key] === undefined ? null : JSON.parse(after[key]),
      ];
  return changes;
}
