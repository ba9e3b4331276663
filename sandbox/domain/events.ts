import { resourceType } from '../catalogue/types';
import { ref, type Rec } from '../db/store';
import type { Ctx } from '../engine/context';
import { observe, type Change } from '../engine/observers';
import { fireWebhooks, subscribers, UPDATE_TOPICS } from './webhooks';

// Records the platform's `events` (one per topic) and `versions` (one per create or update) for what the
// sandbox does, and fires the webhooks subscribed to each topic.
const OWN = new Set(['events', 'versions', 'event_callbacks']);

/** Flags that are commands rather than state changes have no event. */
const SILENT = /^_(add_tags|remove_tags|refresh|update_taxes|update_quantity|billing_address|shipping_address)/;

/** Flags whose platform event has another name (`orders.pay` is the capture, the reset is `reset_password`). */
const ALIASES: Record<string, Record<string, string[]>> = {
  orders: { _capture: ['pay'], _approve_and_capture: ['approve', 'pay'] },
  customer_password_resets: { _reset_password_token: ['reset_password'] },
};

function eventNames(type: string, change: Change): string[] {
  if (change.kind === 'create' || change.kind === 'destroy') return [change.kind];
  if (change.kind === 'update') return UPDATE_TOPICS.has(type) && Object.keys(change.changes).length ? ['update'] : [];
  if (SILENT.test(change.flag)) return [];
  return ALIASES[type]?.[change.flag] ?? [change.flag.slice(1)];
}

const hasRelation = (type: string, name: string) => resourceType(type)?.relations.has(name) ?? false;

function who(ctx: Ctx): Record<string, unknown> {
  const p = ctx.principal;
  return { application: { id: p.applicationId, client_id: p.clientId, kind: p.kind }, owner: p.customerId ?? null };
}

async function recordVersion(ctx: Ctx, rec: Rec, change: Change): Promise<void> {
  if (!hasRelation(rec.type, 'versions') || (change.kind !== 'create' && change.kind !== 'update')) return;
  const changes = change.kind === 'update' ? change.changes : {};
  if (change.kind === 'update' && !Object.keys(changes).length) return;
  await ctx.store.insert(
    'versions',
    { resource_type: rec.type, resource_id: rec.id, event: change.kind, changes, who: who(ctx) },
    { item: ref(rec) },
  );
}

observe(async (ctx, rec, change) => {
  if (OWN.has(rec.type)) return;
  await recordVersion(ctx, rec, change);
  for (const name of eventNames(rec.type, change)) {
    const topic = `${rec.type}.${name}`;
    const hooks = await subscribers(ctx.store, topic);
    if (!hooks.length && !hasRelation(rec.type, 'events')) continue;
    const event = await ctx.store.insert(
      'events',
      { name: topic, resource_type: rec.type, resource_id: rec.id, who: who(ctx) },
      { item: ref(rec), webhooks: hooks.map(ref) },
    );
    await fireWebhooks(ctx, hooks, topic, rec, event);
  }
});
