import type { Rec } from '../db/store';
import type { Ctx } from './context';

const now = () => new Date().toISOString();

/** Comma-separated tag names; unknown names are discarded, as the platform does. */
async function changeTags(ctx: Ctx, rec: Rec, add: boolean, value: unknown): Promise<void> {
  const names = String(value)
    .split(',')
    .map((n) => n.trim());
  const tags = (await ctx.store.all('tags')).filter((t) => names.includes(String(t.attributes.name)));
  const current = Array.isArray(rec.relationships.tags) ? rec.relationships.tags : [];
  const ids = new Set(tags.map((t) => t.id));
  rec.relationships.tags = add
    ? [...current, ...tags.filter((t) => !current.some((c) => c.id === t.id)).map((t) => ({ type: t.type, id: t.id }))]
    : current.filter((c) => !ids.has(c.id));
}

/** Action flags without domain behaviour: enable/disable/archive toggle timestamps, others are recorded. */
export async function genericAction(ctx: Ctx, rec: Rec, flag: string, value: unknown): Promise<void> {
  const a = rec.attributes;
  if (flag === '_disable') a.disabled_at = now();
  else if (flag === '_enable') a.disabled_at = null;
  else if (flag === '_archive') a.archived_at = now();
  else if (flag === '_unarchive') a.archived_at = null;
  else if (flag === '_add_tags' || flag === '_remove_tags') await changeTags(ctx, rec, flag === '_add_tags', value);
  else a[`${flag.slice(1)}_at`] = typeof value === 'string' || typeof value === 'number' ? value : now();
  if (flag === '_disable' || flag === '_enable') a.disabled = flag === '_disable';
  await ctx.store.save(rec);
}
