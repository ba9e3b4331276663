import { randomInt } from 'node:crypto';
import type { Rec } from '../../db/store';
import { registerHooks, type Action } from '../../engine/hooks';
import { invalid } from '../../http/errors';
import { amountFields } from '../money';

function code(): string {
  const block = () => Array.from({ length: 4 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[randomInt(32)]).join('');
  return `${block()}-${block()}-${block()}-${block()}`;
}

function setBalance(card: Rec, cents: number): void {
  Object.assign(card.attributes, amountFields('balance', cents, String(card.attributes.currency_code)));
}

function move(from: string[], to: string): Action {
  return async (ctx, card) => {
    const status = String(card.attributes.status);
    if (!from.includes(status)) throw invalid('status', `cannot move a ${status} gift card to ${to}`);
    card.attributes.status = to;
    await ctx.store.save(card);
  };
}

registerHooks('gift_cards', {
  readOnlyAttributes: ['status', 'initial_balance_cents'],
  async beforeCreate(_ctx, input) {
    const a = input.attributes;
    if (!a.currency_code) throw invalid('currency_code', "can't be blank");
    if (!Number.isInteger(a.balance_cents) || (a.balance_cents as number) < 0)
      throw invalid('balance_cents', 'must be an integer of at least 0');
    Object.assign(a, {
      code: a.code ?? code(),
      status: 'draft',
      initial_balance_cents: a.balance_cents,
      ...amountFields('balance', a.balance_cents as number, String(a.currency_code)),
      single_use: a.single_use ?? false,
      rechargeable: a.rechargeable ?? true,
    });
  },
  actions: {
    _purchase: move(['draft'], 'inactive'),
    _activate: move(['draft', 'inactive'], 'active'),
    _deactivate: move(['active'], 'inactive'),
    _balance_change_cents: async (ctx, card, value) => {
      if (!Number.isInteger(value)) throw invalid('_balance_change_cents', 'must be an integer');
      const next = Number(card.attributes.balance_cents) + (value as number);
      if (next < 0) throw invalid('_balance_change_cents', 'would make the balance negative');
      setBalance(card, next);
      const log = Array.isArray(card.attributes.balance_log) ? card.attributes.balance_log : [];
      card.attributes.balance_log = [...log, { datetime: new Date().toISOString(), balance_change_cents: value }];
      await ctx.store.save(card);
    },
  },
});
