import { oneId, ref, type Rec } from '../../db/store';
import type { Ctx } from '../../engine/context';
import { registerHooks, type Action } from '../../engine/hooks';
import { computeRelation } from '../../engine/relations';
import { invalid } from '../../http/errors';
import { prepareShipment } from './create';
import { shipmentsOf } from './sync';

const now = () => new Date().toISOString();

async function methodsForOrder(ctx: Ctx['store'], orderId: string | undefined): Promise<Rec[]> {
  const order = orderId ? await ctx.find(orderId) : undefined;
  const market = order ? oneId(order, 'market') : undefined;
  return (await ctx.all('shipping_methods')).filter(
    (m) => !m.attributes.disabled_at && (!oneId(m, 'market') || oneId(m, 'market') === market),
  );
}

computeRelation('shipments', 'available_shipping_methods', (store, shipment) =>
  methodsForOrder(store, oneId(shipment, 'order')),
);

function move(from: string[], to: string, stamp?: string): Action {
  return async (ctx, shipment) => {
    const status = String(shipment.attributes.status);
    if (!from.includes(status)) throw invalid('status', `cannot move a ${status} shipment to ${to}`);
    shipment.attributes.status = to;
    if (stamp) shipment.attributes[stamp] = now();
    await ctx.store.save(shipment);
  };
}

const ACTIVE = ['upcoming', 'on_hold', 'picking', 'packing', 'ready_to_ship'];

async function afterShip(ctx: Ctx, shipment: Rec): Promise<void> {
  const order = await ctx.store.find(oneId(shipment, 'order') ?? '');
  if (!order) return;
  const all = await shipmentsOf(ctx.store, order.id);
  if (all.every((s) => s.attributes.status === 'shipped' || s.attributes.status === 'delivered')) {
    order.attributes.fulfillment_status = 'fulfilled';
    await ctx.store.save(order);
  }
}

registerHooks('shipments', {
  readOnlyAttributes: ['status', 'number'],
  beforeCreate: prepareShipment,
  async beforeUpdate(ctx, shipment, input) {
    const method = input.relationships.shipping_method;
    if (!method || Array.isArray(method)) return;
    if (shipment.attributes.status !== 'draft')
      throw invalid('shipping_method', 'cannot change after the order is placed', 'relationships');
    const allowed = await methodsForOrder(ctx.store, oneId(shipment, 'order'));
    if (!allowed.some((m) => m.id === method.id))
      throw invalid('shipping_method', 'is not available for this shipment', 'relationships');
    const lead = (await ctx.store.all('delivery_lead_times')).find((d) => oneId(d, 'shipping_method') === method.id);
    input.relationships.delivery_lead_time = lead ? ref(lead) : null;
    if (lead)
      Object.assign(input.attributes, { min_days: lead.attributes.min_days, max_days: lead.attributes.max_days });
  },
  actions: {
    _upcoming: move(['on_hold', 'picking', 'packing', 'ready_to_ship'], 'upcoming'),
    _on_hold: move(ACTIVE, 'on_hold'),
    _picking: move(ACTIVE, 'picking'),
    _packing: move(ACTIVE, 'packing'),
    _ready_to_ship: move(ACTIVE, 'ready_to_ship'),
    _ship: async (ctx, shipment, value, input) => {
      await move(ACTIVE, 'shipped', 'shipped_at')(ctx, shipment, value, input);
      await afterShip(ctx, shipment);
    },
    _deliver: async (ctx, shipment, value, input) => {
      await move(['shipped'], 'delivered', 'delivered_at')(ctx, shipment, value, input);
    },
  },
});
