import { oneId, type Rec, type Store } from '../../db/store';

export const EDITABLE = new Set(['draft', 'pending']);

export async function linesOf(store: Store, orderId: string): Promise<Rec[]> {
  return (await store.all('line_items')).filter((l) => oneId(l, 'order') === orderId);
}

export const isSkuLine = (line: Rec) => line.attributes.item_type === 'skus';

export async function skuLinesOf(store: Store, orderId: string): Promise<Rec[]> {
  return (await linesOf(store, orderId)).filter(isSkuLine);
}
