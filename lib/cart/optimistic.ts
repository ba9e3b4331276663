import type { CartView, OfferView } from './types';
import type { CustomerType } from '@/lib/markets/regions';
import { formatMoney } from '@/lib/markets/money';

/** A change the cart shows at once, before the server's cart replaces it (amounts the server computes wait). */
export type OptimisticChange =
  | { kind: 'quantity'; lineId: string; quantity: number; locale: string }
  | { kind: 'remove'; lineId: string }
  | { kind: 'add'; offer: OfferView }
  | { kind: 'notes'; notes: string }
  | { kind: 'place'; country?: string; customerType?: CustomerType }
  | { kind: 'couponRemove' };

const counted = (cart: CartView, items: CartView['items']): CartView => ({
  ...cart,
  items,
  itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
});

/** The cart as it will be once `change` is done, as far as the browser can tell. */
export function applyCartChange(cart: CartView, change: OptimisticChange): CartView {
  switch (change.kind) {
    case 'quantity': {
      const items = cart.items.map((item) =>
        item.id === change.lineId
          ? {
              ...item,
              quantity: change.quantity,
              total: formatMoney(item.unitAmountCents * change.quantity, cart.currency, change.locale),
            }
          : item,
      );
      return counted(cart, change.quantity > 0 ? items : items.filter((item) => item.id !== change.lineId));
    }
    case 'remove':
      return counted(
        cart,
        cart.items.filter((item) => item.id !== change.lineId),
      );
    case 'add': {
      const { offer } = change;
      if (cart.items.some((item) => item.skuCode === offer.skuCode)) return cart;
      const line = {
        id: `pending-${offer.skuCode}`,
        skuCode: offer.skuCode,
        name: offer.name,
        href: offer.href,
        image: offer.image,
        quantity: 1,
        unitPrice: offer.price,
        unitAmountCents: offer.amountCents,
        total: offer.price,
        stock: offer.stock,
        stockState: offer.stockState,
      };
      return counted(cart, [...cart.items, line]);
    }
    case 'notes':
      return { ...cart, notes: change.notes };
    case 'place':
      return {
        ...cart,
        country: change.country ?? cart.country,
        customerType: change.customerType ?? cart.customerType,
      };
    case 'couponRemove':
      return { ...cart, couponCode: undefined, couponProgress: undefined };
  }
}
