import { randomBytes, timingSafeEqual } from 'node:crypto';
import { setPassword } from '../auth/passwords';
import { oneId, ref } from '../db/store';
import { registerHooks, type WriteInput } from '../engine/hooks';
import { invalid } from '../http/errors';

// The platform issues a token that only integration credentials see (the merchant mails it);
// the reset accepts that token once, before it expires. SANDBOX_PASSWORD_RESET_TTL shortens it for tests.
const ttlMs = () => (Number(process.env.SANDBOX_PASSWORD_RESET_TTL) || 3600) * 1000;
const passwords = new WeakMap<WriteInput, unknown>();

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

registerHooks('customer_password_resets', {
  readOnlyAttributes: ['reset_password_token', 'reset_password_at'],
  privateAttributes: ['reset_password_token'],
  async beforeCreate(ctx, input) {
    const email = input.attributes.customer_email;
    if (typeof email !== 'string' || !email) throw invalid('customer_email', "can't be blank");
    const customer = (await ctx.store.all('customers')).find(
      (c) => String(c.attributes.email).toLowerCase() === email.toLowerCase(),
    );
    if (!customer) throw invalid('customer_email', 'not found');
    input.relationships.customer = ref(customer);
    Object.assign(input.attributes, {
      customer_email: customer.attributes.email,
      reset_password_token: randomBytes(24).toString('hex'),
      reset_password_at: null,
    });
  },
  async beforeUpdate(_ctx, _reset, input) {
    passwords.set(input, input.attributes.customer_password);
    delete input.attributes.customer_password;
    const token = input.flags._reset_password_token;
    if (passwords.get(input) !== undefined && (token === undefined || token === null))
      throw invalid('_reset_password_token', "can't be blank");
  },
  actions: {
    async _reset_password_token(ctx, reset, value, input) {
      const a = reset.attributes;
      if (a.reset_password_at) throw invalid('_reset_password_token', 'has already been used');
      if (
        typeof value !== 'string' ||
        typeof a.reset_password_token !== 'string' ||
        !same(value, a.reset_password_token)
      )
        throw invalid('_reset_password_token', 'is invalid');
      if (Date.now() - Date.parse(reset.created_at) > ttlMs()) throw invalid('_reset_password_token', 'has expired');
      const password = passwords.get(input);
      if (typeof password !== 'string' || password.length < 6)
        throw invalid('customer_password', 'is too short (minimum is 6 characters)');
      const customer = await ctx.store.find(oneId(reset, 'customer') ?? '');
      if (!customer) throw invalid('customer_email', 'not found');
      await setPassword(ctx.store, customer.id, String(customer.attributes.email), password);
      customer.attributes.has_password = true;
      await ctx.store.save(customer);
      Object.assign(a, { reset_password_at: new Date().toISOString(), reset_password_token: null });
      await ctx.store.save(reset);
    },
  },
});
