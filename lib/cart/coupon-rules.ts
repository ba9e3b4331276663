import type { CartRefusalCode } from './refusal';
import type { Currency } from '@/lib/markets/money';

/** What a coupon rule may read of the order a code is meant for. */
type CouponOrderFacts = { customerEmail?: string | null; couponCode?: string | null };

/**
 * A feature's codes, as the cart needs to know them: which codes are its own, when they apply, and why not. The
 * platform stays the judge of every code; a rule only says earlier, and in the visitor's words, what it would say.
 */
export type CouponRule = {
  name: string;
  /** The code in its canonical spelling when it is this rule's; undefined otherwise. */
  claim(code: string): string | undefined;
  /** The order must be over this (after the other discounts, in the cart's currency) before the code applies. */
  thresholdCents?: number;
  /** A fixed amount the code takes off, per currency, for the cart to state while the code waits. */
  amountOffCents?: Partial<Record<Currency, number>>;
  /** Why the code cannot go on this order, asked before the platform. */
  refusal?(code: string, order: CouponOrderFacts, currency: Currency): Promise<CartRefusalCode | undefined>;
  /** A better reason than "invalid" after the platform refused one of this rule's codes. */
  explainRefusal?(code: string): Promise<CartRefusalCode | undefined>;
};

// On globalThis: the startup module that registers the rules and the routes that read them may be bundled apart.
const key = Symbol.for('viridea.couponRules');
const store = globalThis as typeof globalThis & { [key]?: Map<string, CouponRule> };
const rules = (store[key] ??= new Map<string, CouponRule>());

/** Adds a feature's rule (again under the same name replaces it); see instrumentation.ts for who registers. */
export function registerCouponRule(rule: CouponRule): void {
  rules.set(rule.name, rule);
}

/** The rule that claims a code, with the code as that rule spells it. */
export function couponRuleFor(code: string): { rule: CouponRule; code: string } | undefined {
  for (const rule of rules.values()) {
    const claimed = rule.claim(code);
    if (claimed) return { rule, code: claimed };
  }
  return undefined;
}
