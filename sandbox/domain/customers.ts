import { setPassword } from '../auth/passwords';
import { registerHooks } from '../engine/hooks';
import { invalid } from '../http/errors';

// Passwords live in their own table; they are never stored as attributes.
const pending = new WeakMap<object, string>();

registerHooks('customers', {
  readOnlyAttributes: ['has_password'],
  async beforeCreate(_ctx, input) {
    const password = input.attributes.password;
    delete input.attributes.password;
    if (password !== undefined) {
      if (typeof password !== 'string' || password.length < 6)
        throw invalid('password', 'is too short (minimum is 6 characters)');
      pending.set(input, password);
    }
    Object.assign(input.attributes, { status: 'prospect', has_password: password !== undefined });
  },
  async afterCreate(ctx, customer, input) {
    const password = pending.get(input);
    if (password) await setPassword(ctx.store, customer.id, String(customer.attributes.email), password);
  },
  async beforeUpdate(ctx, customer, input) {
    const password = input.attributes.password;
    delete input.attributes.password;
    if (typeof password === 'string') {
      if (password.length < 6) throw invalid('password', 'is too short (minimum is 6 characters)');
      await setPassword(ctx.store, customer.id, String(input.attributes.email ?? customer.attributes.email), password);
      customer.attributes.has_password = true;
    }
  },
});

registerHooks('coupons', {
  readOnlyAttributes: ['usage_count'],
  async beforeCreate(_ctx, input) {
    const rule = input.relationships.promotion_rule;
    if (!rule || Array.isArray(rule)) throw invalid('promotion_rule', "can't be blank", 'relationships');
    if (rule.type !== 'coupon_codes_promotion_rules')
      throw invalid('promotion_rule', 'must be a coupon_codes_promotion_rule', 'relationships');
    Object.assign(input.attributes, {
      usage_count: 0,
      usage_limit: input.attributes.usage_limit ?? null,
      customer_single_use: input.attributes.customer_single_use ?? false,
    });
  },
});
