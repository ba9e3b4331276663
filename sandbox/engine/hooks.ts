import type { Rec, RelValue } from '../db/store';
import type { Ctx } from './context';

/** A create or update payload split into plain attributes, action flags (_place…) and relationships. */
export interface WriteInput {
  attributes: Record<string, unknown>;
  flags: Record<string, unknown>;
  relationships: Record<string, RelValue>;
}

export type Action = (ctx: Ctx, rec: Rec, value: unknown, input: WriteInput) => Promise<void>;

export interface Hooks {
  /** Validate or complete a new record's input before it is stored. */
  beforeCreate?(ctx: Ctx, input: WriteInput): Promise<void>;
  /** Replace the generic insert entirely (e.g. line items merging with _update_quantity). */
  create?(ctx: Ctx, input: WriteInput): Promise<Rec>;
  afterCreate?(ctx: Ctx, rec: Rec, input: WriteInput): Promise<void>;
  beforeUpdate?(ctx: Ctx, rec: Rec, input: WriteInput): Promise<void>;
  afterUpdate?(ctx: Ctx, rec: Rec, input: WriteInput): Promise<void>;
  beforeDelete?(ctx: Ctx, rec: Rec): Promise<void>;
  afterDelete?(ctx: Ctx, rec: Rec): Promise<void>;
  actions?: Record<string, Action>;
  /** Attributes clients may not set directly. */
  readOnlyAttributes?: string[];
  /** Attributes only integration tokens see (e.g. a password reset token). */
  privateAttributes?: string[];
}

const registry = new Map<string, Hooks>();

export function registerHooks(types: string | string[], hooks: Hooks): void {
  for (const type of Array.isArray(types) ? types : [types]) {
    const known = registry.get(type);
    registry.set(type, { ...known, ...hooks, actions: { ...known?.actions, ...hooks.actions } });
  }
}

export function hooksOf(type: string): Hooks {
  return registry.get(type) ?? {};
}
