import type { Rec, Store } from '../../db/store';

export async function giftCardByCode(store: Store, code: string): Promise<Rec | undefined> {
  return (await store.all('gift_cards')).find((g) => String(g.attributes.code).toUpperCase() === code.toUpperCase());
}
