import { PROMOTION_KINDS } from '../catalogue/types';
import { oneId, ref, type Rec, type Store } from '../db/store';
import type { Ctx } from '../engine/context';
import { registerHooks, type WriteInput } from '../engine/hooks';
import { invalid } from '../http/errors';
import { customPredicates, RULE_LINKS } from './promotion-rules';

// Rules and promotions point at each other, whichever side the client links.

async function unlink(store: Store, promotionId: string | undefined, link: string, ruleId: string): Promise<void> {
  const promotion = promotionId ? await store.find(promotionId) : undefined;
  if (!promotion || oneId(promotion, link) !== ruleId) return;
  promotion.relationships[link] = null;
  await store.save(promotion);
}

async function linkRule(ctx: Ctx, rule: Rec, previousPromotion?: string): Promise<void> {
  const link = RULE_LINKS[rule.type];
  const promotionId = oneId(rule, 'promotion');
  if (previousPromotion && previousPromotion !== promotionId) await unlink(ctx.store, previousPromotion, link, rule.id);
  const promotion = promotionId ? await ctx.store.find(promotionId) : undefined;
  if (!promotion) return;
  const replaced = oneId(promotion, link);
  if (replaced && replaced !== rule.id) {
    const old = await ctx.store.find(replaced);
    if (old) {
      old.relationships.promotion = null;
      await ctx.store.save(old);
    }
  }
  promotion.relationships[link] = ref(rule);
  await ctx.store.save(promotion);
}

const previous = new WeakMap<WriteInput, string | undefined>();

/** A custom rule whose filters the sandbox cannot evaluate would break every cart: refuse it up front. */
function checkFilters(input: WriteInput): void {
  if (!('filters' in input.attributes)) return;
  const filters = input.attributes.filters;
  if (!filters || typeof filters !== 'object' || Array.isArray(filters))
    throw invalid('filters', 'must be an object of predicates, e.g. {"customer_email_eq": "…"}');
  try {
    customPredicates(filters);
  } catch {
    throw invalid('filters', 'has a predicate the sandbox does not support');
  }
}

registerHooks(Object.keys(RULE_LINKS), {
  async beforeCreate(_ctx, input) {
    checkFilters(input);
    const promotion = input.relationships.promotion;
    if (!promotion || Array.isArray(promotion)) throw invalid('promotion', "can't be blank", 'relationships');
  },
  afterCreate: (ctx, rule) => linkRule(ctx, rule),
  async beforeUpdate(_ctx, rule, input) {
    checkFilters(input);
    if ('promotion' in input.relationships && !input.relationships.promotion)
      throw invalid('promotion', "can't be blank", 'relationships');
    previous.set(input, oneId(rule, 'promotion'));
  },
  afterUpdate: (ctx, rule, input) => linkRule(ctx, rule, previous.get(input)),
  afterDelete: (ctx, rule) => unlink(ctx.store, oneId(rule, 'promotion'), RULE_LINKS[rule.type], rule.id),
});

async function linkPromotion(ctx: Ctx, promotion: Rec, input: WriteInput): Promise<void> {
  for (const link of Object.values(RULE_LINKS)) {
    if (!(link in input.relationships)) continue;
    const rule = await ctx.store.find(oneId(promotion, link) ?? '');
    if (!rule) continue;
    const before = oneId(rule, 'promotion');
    if (before && before !== promotion.id) await unlink(ctx.store, before, link, rule.id);
    rule.relationships.promotion = ref(promotion);
    await ctx.store.save(rule);
  }
}

const AMOUNTS: Record<string, string> = {
  percentage_discount_promotions: 'percentage',
  fixed_amount_promotions: 'fixed_amount_cents',
  fixed_price_promotions: 'fixed_amount_cents',
};

function checkPromotion(type: string, input: WriteInput): void {
  const a = input.attributes;
  if (typeof a.name !== 'string' || !a.name) throw invalid('name', "can't be blank");
  const amount = AMOUNTS[type];
  if (amount && !Number.isInteger(a[amount])) throw invalid(amount, 'must be an integer');
  if (amount === 'percentage' && ((a.percentage as number) < 0 || (a.percentage as number) > 100))
    throw invalid('percentage', 'must be between 0 and 100');
  Object.assign(a, { total_usage_count: 0, disabled_at: a.disabled_at ?? null });
}

for (const type of PROMOTION_KINDS)
  registerHooks(type, {
    readOnlyAttributes: ['total_usage_count'],
    beforeCreate: async (_ctx, input) => checkPromotion(type, input),
    afterCreate: linkPromotion,
    afterUpdate: linkPromotion,
    async afterDelete(ctx, promotion) {
      for (const link of Object.values(RULE_LINKS)) {
        const rule = await ctx.store.find(oneId(promotion, link) ?? '');
        if (!rule) continue;
        rule.relationships.promotion = null;
        await ctx.store.save(rule);
      }
    },
  });
