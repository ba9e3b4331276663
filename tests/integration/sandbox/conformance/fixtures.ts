/* eslint-disable @typescript-eslint/no-explicit-any -- tests index JSON answers freely */
import type { CommerceLayerBundle } from '@commercelayer/sdk/bundle';
import { api, sdk } from '../api';
import { addLine, newOrder, readyToPlace } from '../orders';

/** Records in the states the action scenarios start from, built through the SDK. */
export class Fixtures {
  readonly shop: CommerceLayerBundle;
  readonly cl: CommerceLayerBundle;

  constructor(
    readonly admin: string,
    shop: string,
  ) {
    this.shop = sdk(shop);
    this.cl = sdk(admin);
  }

  async get(path: string): Promise<any> {
    const answer = await api('GET', path, this.admin);
    return answer.body?.data;
  }

  attrs = async (type: string, id: string): Promise<Record<string, any>> =>
    (await this.get(`${type}/${id}`)).attributes;
  count = async (path: string): Promise<number> => (await this.get(path)).length;

  async act(type: string, id: string, attributes: Record<string, unknown>): Promise<void> {
    const answer = await api('PATCH', `${type}/${id}`, this.admin, { data: { type, id, attributes } });
    if (answer.status !== 200) throw new Error(`${type} ${Object.keys(attributes)}: ${JSON.stringify(answer.body)}`);
  }

  async create(type: string, attributes: Record<string, unknown>, relationships: Record<string, unknown> = {}) {
    const rels = Object.fromEntries(Object.entries(relationships).map(([k, v]) => [k, { data: v }]));
    const answer = await api('POST', type, this.admin, { data: { type, attributes, relationships: rels } });
    if (answer.status !== 201) throw new Error(`create ${type}: ${JSON.stringify(answer.body)}`);
    return answer.body.data.id as string;
  }

  async market(): Promise<string> {
    return (await this.get('markets?filter[q][code_eq]=it-consumer'))[0].id;
  }

  pending = async (sku = 'FRESHLY-FILTER', extra: Record<string, unknown> = {}): Promise<string> => {
    const order = await newOrder(this.shop);
    await addLine(this.shop, order.id, sku, 1, extra);
    await readyToPlace(this.shop, order.id);
    return order.id;
  };

  placed = async (extra: Record<string, unknown> = {}): Promise<string> => {
    const id = await this.pending('FRESHLY-FILTER', extra);
    await this.act('orders', id, { _place: true });
    return id;
  };

  #shared = new Map<string, Promise<string>>();
  /** One record per kind for scenarios that leave it unchanged (refusals answer 422 and roll back). */
  shared = (key: 'pending' | 'placed' | 'shipment', make: () => Promise<string>): Promise<string> => {
    if (!this.#shared.has(key)) this.#shared.set(key, make());
    return this.#shared.get(key) as Promise<string>;
  };
  sharedPending = () => this.shared('pending', () => this.pending());
  sharedPlaced = () => this.shared('placed', () => this.placed());
  sharedShipment = () => this.shared('shipment', () => this.shipment());

  inStatus = async (flags: string[]): Promise<string> => {
    const id = await this.placed();
    for (const flag of flags) await this.act('orders', id, { [flag]: true });
    return id;
  };

  first = async (path: string): Promise<string> => (await this.get(path))[0].id;
  shipment = async (flags: string[] = []): Promise<string> => {
    const id = await this.first(`orders/${await this.placed()}/shipments`);
    for (const flag of flags) await this.act('shipments', id, { [flag]: true });
    return id;
  };
  lineOf = async (orderId: string): Promise<string> =>
    (await this.get(`orders/${orderId}/line_items`)).find((l: any) => l.attributes.item_type === 'skus').id;

  returnIn = async (flags: string[]): Promise<{ ret: string; item: string }> => {
    const order = await this.placed();
    const ret = await this.create('returns', {}, { order: { type: 'orders', id: order } });
    const item = await this.create(
      'return_line_items',
      { quantity: 1 },
      { return: { type: 'returns', id: ret }, line_item: { type: 'line_items', id: await this.lineOf(order) } },
    );
    for (const flag of flags) await this.act('returns', ret, { [flag]: true });
    return { ret, item };
  };

  /** A sku of its own with stock at the first stock location, so transfers leave the seeded stock alone. */
  ownSku = async (quantity: number): Promise<{ sku: string; code: string; location: string }> => {
    const code = `CONF-${Date.now()}-${Math.floor(Math.random() * 1000)}`;
    const sku = await this.create('skus', { code, name: code });
    const location = (await this.get('stock_locations'))[0].id;
    await this.create(
      'stock_items',
      { sku_code: code, quantity },
      { sku: { type: 'skus', id: sku }, stock_location: { type: 'stock_locations', id: location } },
    );
    return { sku, code, location };
  };

  stockOf = async (sku: string): Promise<number> => {
    const items = await this.get(`stock_items?filter[q][sku_code_eq]=${sku}`);
    return items.reduce((s: number, i: any) => s + Number(i.attributes.quantity), 0);
  };
}

/** One use of an action flag: the record it starts from, the status expected, and the effect to see. */
export interface Scenario {
  name: string;
  setup: () => Promise<string>;
  attributes?: Record<string, unknown>;
  status: number;
  effect?: (id: string) => Promise<boolean>;
}

export type Book = Record<string, Scenario[]>;
export const ok = (
  name: string,
  setup: () => Promise<string>,
  effect?: Scenario['effect'],
  attributes?: Scenario['attributes'],
) => ({ name, setup, effect, attributes, status: 200 }) satisfies Scenario;
export const refused = (name: string, setup: () => Promise<string>, attributes?: Scenario['attributes']) =>
  ({ name, setup, attributes, status: 422 }) satisfies Scenario;
