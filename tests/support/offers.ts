import type { OffersView } from '@/lib/cart/types';

/** The offers a consumer in Ireland sees for Aura (€89.00) with `stock` units left. */
export const auraOffers = (stock = 40): OffersView => ({
  shipped: true,
  customerType: 'consumer',
  taxWording: 'included',
  offers: [
    {
      skuCode: 'AURA-01',
      name: 'Aura',
      currency: 'EUR',
      price: '€89.00',
      amountCents: 8900,
      instalment: '€29.67',
      stock,
      stockState: stock ? 'in-stock' : 'out-of-stock',
      customerType: 'consumer',
    },
  ],
});
