import type { Rec } from '../db/store';
import { invalid, notAllowed } from '../http/errors';
import type { Ctx } from './context';
import { hooksOf, type WriteInput } from './hooks';
import { genericAction } from './generic-actions';
import { changesSince, notify, snapshot } from './observers';
import { findVisible, typeOrThrow } from './read';
import { assertStateAllows } from './sales-channel-rights';
import { assertCanWrite } from './scope';
import { validateAttributes } from './validate-attributes';

export function assertOperation(type: string, operation: 'create' | 'update' | 'delete'): void {
  const ops = typeOrThrow(type).operations;
  const allowed =
    ops === 'crud' ||
    (ops === 'update-only' && operation === 'update') ||
    (ops === 'create-delete' && operation !== 'update');
  if (!allowed) throw notAllowed(`${operation} is not allowed on ${type} (${ops})`);
}

function rejectReadOnly(type: string, input: WriteInput): void {
  for (const name of hooksOf(type).readOnlyAttributes ?? [])
    if (name in input.attributes) throw invalid(name, 'is read-only');
}

export async function createRecord(ctx: Ctx, type: string, input: WriteInput): Promise<Rec> {
  assertOperation(type, 'create');
  assertCanWrite(ctx.principal, type);
  const hooks = hooksOf(type);
  rejectReadOnly(type, input);
  await hooks.beforeCreate?.(ctx, input);
  await validateAttributes(ctx.store, type, input.attributes);
  const rec = hooks.create
    ? await hooks.create(ctx, input)
    : await ctx.store.insert(type, input.attributes, input.relationships);
  await hooks.afterCreate?.(ctx, rec, input);
  await notify(ctx, rec, { kind: 'create' });
  await runFlags(ctx, rec, input);
  return rec;
}

async function runFlags(ctx: Ctx, rec: Rec, input: WriteInput): Promise<void> {
  const actions = hooksOf(rec.type).actions ?? {};
  for (const [flag, value] of Object.entries(input.flags)) {
    if (value === false || value === null) continue;
    const action = actions[flag];
    if (action) await action(ctx, rec, value, input);
    else await genericAction(ctx, rec, flag, value);
    await notify(ctx, rec, { kind: 'action', flag });
  }
}

export async function updateRecord(ctx: Ctx, type: string, id: string, input: WriteInput): Promise<Rec> {
  assertOperation(type, 'update');
  assertCanWrite(ctx.principal, type);
  const rec = await findVisible(ctx, type, id);
  await assertStateAllows(ctx.store, ctx.principal, rec, 'update');
  const hooks = hooksOf(rec.type);
  rejectReadOnly(rec.type, input);
  await validateAttributes(ctx.store, rec.type, input.attributes, rec);
  await hooks.beforeUpdate?.(ctx, rec, input);
  const before = snapshot(rec);
  Object.assign(rec.attributes, input.attributes);
  Object.assign(rec.relationships, input.relationships);
  await ctx.store.save(rec);
  await hooks.afterUpdate?.(ctx, rec, input);
  await runFlags(ctx, rec, input);
  await ctx.store.save(rec);
  await notify(ctx, rec, { kind: 'update', changes: changesSince(before, rec) });
  return rec;
}

export async function deleteRecord(ctx: Ctx, type: string, id: string): Promise<void> {
  assertOperation(type, 'delete');
  assertCanWrite(ctx.principal, type);
  const rec = await findVisible(ctx, type, id);
  await assertStateAllows(ctx.store, ctx.principal, rec, 'delete');
  const hooks = hooksOf(rec.type);
  await hooks.beforeDelete?.(ctx, rec);
  await ctx.store.remove(rec);
  await hooks.afterDelete?.(ctx, rec);
  await notify(ctx, rec, { kind: 'destroy' });
}
