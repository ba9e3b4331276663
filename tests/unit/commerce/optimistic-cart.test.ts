import { describe, expect, it } from 'vitest';
import type { CartView, OfferView } from '@/lib/cart/types';
import { applyCartChange } from '@/lib/cart/optimistic';

const item = (id: string, quantity: number, unitAmountCents: number) => ({
  id,
  skuCode: id.toUpperCase(),
  name: id,
  quantity,
  unitPrice: '',
  unitAmountCents,
  total: '',
  stock: null,
  stockState: 'in-stock' as const,
});
const cart = {
  country: 'IT',
  shipped: true,
  customerType: 'consumer',
  currency: 'EUR',
  items: [item('freshly', 1, 6900), item('filter', 2, 1900)],
  itemCount: 3,
  discounts: [],
  couponCode: 'WELCOME10',
  notes: '',
  suggestions: [],
} satisfies CartView;

describe('the cart shown before the server answers', () => {
  it('changes a quantity with its line total in the page format, and the count', () => {
    const next = applyCartChange(cart, { kind: 'quantity', lineId: 'freshly', quantity: 2, locale: 'de' });
    expect(next.items[0]).toMatchObject({ quantity: 2, total: '138,00\u00a0€' });
    expect(next.itemCount).toBe(4);
  });

  it('drops a removed line (or one set to 0) and counts again', () => {
    expect(applyCartChange(cart, { kind: 'remove', lineId: 'filter' })).toMatchObject({ itemCount: 1 });
    expect(applyCartChange(cart, { kind: 'quantity', lineId: 'filter', quantity: 0, locale: 'en' }).items).toHaveLength(
      1,
    );
  });

  it('adds a suggested item once, and takes notes, the place and a removed code as given', () => {
    const strap = {
      skuCode: 'STRAP',
      name: 'Strap',
      href: '/spare-parts',
      image: '/content/products/parts/aura-strap.webp',
      price: '€9.00',
      amountCents: 900,
      stock: 5,
      stockState: 'in-stock',
    };
    const added = applyCartChange(cart, { kind: 'add', offer: strap as OfferView });
    expect(added.items.at(-1)).toMatchObject({
      id: 'pending-STRAP',
      quantity: 1,
      total: '€9.00',
      name: 'Strap',
      href: '/spare-parts',
      image: '/content/products/parts/aura-strap.webp',
    });
    expect(applyCartChange(added, { kind: 'add', offer: strap as OfferView }).items).toHaveLength(3);
    expect(applyCartChange(cart, { kind: 'notes', notes: 'Ring twice' }).notes).toBe('Ring twice');
    expect(applyCartChange(cart, { kind: 'place', customerType: 'business' })).toMatchObject({
      customerType: 'business',
      country: 'IT',
    });
    expect(applyCartChange(cart, { kind: 'couponRemove' }).couponCode).toBeUndefined();
  });
});
