import { describe, expect, it } from 'vitest';
import { spareParts, sparePartSkus, suggestionsFor } from '@/lib/catalogue/products';

// The rule the cart drawer's two cross-sells and the cart's suggestions follow (docs/adr/0033-cart-drawer.md).
describe('what goes with a SKU', () => {
  it("a device's parts, from the spare-parts table", () => {
    for (const device of ['FRESHLY-01', 'VERDE-BASIC', 'VERDE-SMART', 'AURA-01']) {
      const parts = sparePartSkus.filter((part) => spareParts[part].fits.includes(device));
      expect(suggestionsFor([device], 2, device), device).toEqual(parts);
    }
  });

  it('for a part, the other parts of its devices, then the devices', () => {
    expect(suggestionsFor(['AURA-FILTER'], 2, 'AURA-FILTER')).toEqual(['AURA-STRAP', 'AURA-01']);
    expect(suggestionsFor(['VERDE-POT'], 3, 'VERDE-POT')).toEqual(['VERDE-SUBSTRATE', 'VERDE-BASIC', 'VERDE-SMART']);
  });

  it('the SKU just added comes first, and nothing already in the cart is offered', () => {
    expect(suggestionsFor(['FRESHLY-01', 'AURA-01'], 2, 'AURA-01')).toEqual(['AURA-FILTER', 'AURA-STRAP']);
    expect(suggestionsFor(['FRESHLY-01', 'AURA-01'], 3)).toEqual(['FRESHLY-FILTER', 'FRESHLY-CABLE', 'AURA-FILTER']);
    expect(suggestionsFor(['FRESHLY-01', 'FRESHLY-FILTER'], 2, 'FRESHLY-01')).toEqual(['FRESHLY-CABLE']);
  });

  it("an empty cart suggests the Freshly's parts", () => {
    expect(suggestionsFor([])).toEqual(['FRESHLY-FILTER', 'FRESHLY-CABLE']);
  });
});
