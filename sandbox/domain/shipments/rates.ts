import { randomBytes } from 'node:crypto';
import { oneId } from '../../db/store';
import { registerHooks } from '../../engine/hooks';
import { invalid } from '../../http/errors';

const now = () => new Date().toISOString();
const OPEN = ['upcoming', 'on_hold', 'picking', 'packing', 'ready_to_ship'];

// Rates come from carrier accounts (none are seeded); each account of the order's market offers one rate.
registerHooks('shipments', {
  actions: {
    _get_rates: async (ctx, shipment) => {
      if (!['draft', ...OPEN].includes(String(shipment.attributes.status)))
        throw invalid('_get_rates', `cannot get rates for a ${shipment.attributes.status} shipment`);
      const order = await ctx.store.find(oneId(shipment, 'order') ?? '');
      const market = order ? oneId(order, 'market') : undefined;
      const accounts = (await ctx.store.all('carrier_accounts')).filter(
        (a) => !oneId(a, 'market') || oneId(a, 'market') === market,
      );
      const started = now();
      Object.assign(shipment.attributes, {
        get_rates_started_at: started,
        get_rates_completed_at: now(),
        rates: accounts.map((a) => ({
          id: `rate_${randomBytes(6).toString('hex')}`,
          carrier: a.attributes.easypost_type ?? a.attributes.name ?? 'carrier',
          service: 'Standard',
          rate: '0.00',
          currency: order?.attributes.currency_code,
        })),
        get_rates_errors: accounts.length ? [] : [{ message: 'the market has no carrier accounts' }],
      });
      await ctx.store.save(shipment);
    },
    _purchase: async (ctx, shipment) => {
      if (!OPEN.includes(String(shipment.attributes.status)))
        throw invalid('_purchase', `cannot purchase a label for a ${shipment.attributes.status} shipment`);
      const rates = Array.isArray(shipment.attributes.rates)
        ? (shipment.attributes.rates as Array<{ id: string }>)
        : [];
      const selected = rates.find((r) => r.id === shipment.attributes.selected_rate_id);
      if (!selected) throw invalid('selected_rate_id', 'must be one of the shipment rates (get them with _get_rates)');
      Object.assign(shipment.attributes, {
        purchase_started_at: now(),
        purchase_completed_at: now(),
        tracking_number: randomBytes(6).toString('hex').toUpperCase(),
      });
      await ctx.store.save(shipment);
    },
  },
});
