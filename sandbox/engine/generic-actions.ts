import type { Rec } from '../db/store';
import type { Ctx } from './context';

const now = () => new Date().toISOString();

/** Action flags without domain behaviour: enable/disable/archive toggle timestamps, others are recorded. */
export async function genericAction(ctx: Ctx, rec: Rec, flag: string, value: unknown): Promise<void> {
  const a = rec.attributes;
  if (flag === '_disable') a.disabled_at = now();
  else if (flag === '_enable') a.disabled_at = null;
  else if (flag === '_archive') a.archived_at = now();
  else if (flag === '_unarchive') a.archived_at = null;
  else a[`${flag.slice(1)}_at`] = typeof value === 'string' || typeof value === 'number' ? value : now();
  if (flag === '_disable' || flag === '_enable') a.disabled = flag === '_disable';
  await ctx.store.save(rec);
}
