import { registerHooks } from '../engine/hooks';
import { invalid } from '../http/errors';

// A price's currency is its price list's (the API does not take it as an attribute).
registerHooks('prices', {
  async beforeCreate(ctx, input) {
    const list = input.relationships.price_list;
    if (!list || Array.isArray(list)) throw invalid('price_list', "can't be blank", 'relationships');
    const priceList = await ctx.store.find(list.id);
    input.attributes.currency_code = priceList?.attributes.currency_code ?? null;
  },
});
