import { oneId, type Rec, type Store } from '../db/store';
import { relatedList } from '../engine/relations';
import { matches, parsePredicate, type Predicate } from '../jsonapi/filter';

export interface SkuLine {
  skuCode: string;
  quantity: number;
  totalCents: number;
}

/** What a promotion is checked against: the order, its sku lines and its coupon (if any). */
export interface OrderFacts {
  order: Rec;
  lines: SkuLine[];
  marketId: string | undefined;
  currency: string | undefined;
  coupon: Rec | undefined;
  /** The discounts of the promotions applied before this one (negative cents): amount rules read what is left. */
  earlierCents?: number;
}

export const RULE_LINKS: Record<string, string> = {
  order_amount_promotion_rules: 'order_amount_promotion_rule',
  sku_list_promotion_rules: 'sku_list_promotion_rule',
  coupon_codes_promotion_rules: 'coupon_codes_promotion_rule',
  custom_promotion_rules: 'custom_promotion_rule',
};

const subtotalOf = (lines: SkuLine[]) => lines.reduce((s, l) => s + l.totalCents, 0);

/** Why a promotion is not running now for this market and currency, or undefined when it is. */
export function inactiveReason(promotion: Rec, facts: Pick<OrderFacts, 'marketId' | 'currency'>): string | undefined {
  const a = promotion.attributes;
  const now = new Date().toISOString();
  if (a.disabled_at) return 'the promotion is disabled';
  if (typeof a.starts_at === 'string' && a.starts_at > now) return 'the promotion has not started';
  if (typeof a.expires_at === 'string' && a.expires_at < now) return 'the promotion has expired';
  const market = oneId(promotion, 'market');
  if (market && market !== facts.marketId) return 'the promotion is not available in this market';
  if (typeof a.currency_code === 'string' && facts.currency && a.currency_code !== facts.currency)
    return 'the promotion is in another currency';
  if (typeof a.total_usage_limit === 'number' && Number(a.total_usage_count ?? 0) >= a.total_usage_limit)
    return 'the promotion has reached its usage limit';
  return undefined;
}

export async function skuCodesOf(store: Store, list: Rec | undefined): Promise<string[] | undefined> {
  if (!list) return undefined;
  const skus = await relatedList(store, list, 'skus');
  return skus.map((s) => String(s.attributes.code));
}

async function skuListReason(store: Store, rule: Rec, lines: SkuLine[]): Promise<string | undefined> {
  const list = await store.find(oneId(rule, 'sku_list') ?? '');
  const ruleSkus = await relatedList(store, rule, 'skus');
  const codes = new Set([
    ...((await skuCodesOf(store, list)) ?? []),
    ...ruleSkus.map((s) => String(s.attributes.code)),
  ]);
  const matching = lines.filter((l) => codes.has(l.skuCode));
  const ordered = new Set(matching.map((l) => l.skuCode));
  if (rule.attributes.all_skus === true ? ordered.size < codes.size || !codes.size : !matching.length)
    return 'the order does not contain the skus of the promotion';
  const minimum = Number(rule.attributes.min_quantity ?? 0);
  if (matching.reduce((s, l) => s + l.quantity, 0) < minimum)
    return `the order needs at least ${minimum} of the promotion's skus`;
  return undefined;
}

/** A custom rule's `filters` as predicates; throws the filter's 400 for an unsupported one. */
export function customPredicates(filters: unknown): Predicate[] {
  if (!filters || typeof filters !== 'object' || Array.isArray(filters)) return [];
  return Object.entries(filters).map(([name, value]) =>
    parsePredicate(
      name,
      Array.isArray(value)
        ? value.join(',')
        : value && typeof value === 'object'
          ? JSON.stringify(value)
          : String(value),
    ),
  );
}

async function customReason(store: Store, rule: Rec, order: Rec): Promise<string | undefined> {
  const matched = await matches(store, order, customPredicates(rule.attributes.filters)).catch(() => false);
  return matched ? undefined : 'the order does not match the promotion';
}

/** Why the promotion's rules are not met by the order, or undefined when every rule is. */
export async function ruleReason(store: Store, promotion: Rec, facts: OrderFacts): Promise<string | undefined> {
  const rule = async (link: string) => store.find(oneId(promotion, link) ?? '');
  const amount = await rule('order_amount_promotion_rule');
  const minimum = amount ? Number(amount.attributes.order_amount_cents ?? 0) : undefined;
  const amountLeft = subtotalOf(facts.lines) + (facts.earlierCents ?? 0);
  if (minimum !== undefined && amountLeft <= minimum) return `order total must be over ${minimum / 100}`;
  const skuList = await rule('sku_list_promotion_rule');
  const skuReason = skuList ? await skuListReason(store, skuList, facts.lines) : undefined;
  if (skuReason) return skuReason;
  const custom = await rule('custom_promotion_rule');
  const customFailure = custom ? await customReason(store, custom, facts.order) : undefined;
  if (customFailure) return customFailure;
  const codes = oneId(promotion, 'coupon_codes_promotion_rule');
  if (codes && (!facts.coupon || oneId(facts.coupon, 'promotion_rule') !== codes)) return 'a coupon code is needed';
  return undefined;
}
