import { describe, expect, it } from 'vitest';
import { articleProducts, namedProducts, preferNamedProducts } from '@/lib/assistant/products';

describe('namedProducts', () => {
  it('finds product names, also misspelt by one letter', () => {
    expect([...namedProducts('parts for my Aura')]).toEqual(['aura']);
    expect([...namedProducts('freshy and Verde smart')].sort()).toEqual(['freshly', 'verde']);
    expect(namedProducts('how long does delivery take').size).toBe(0);
  });

  it('reads Italian "verde" next to a light as the colour, not the planter', () => {
    expect(namedProducts('la luce verde lampeggia').size).toBe(0);
    expect([...namedProducts('montare Verde basic')]).toEqual(['verde']);
  });
});

describe('articleProducts', () => {
  it('maps an article to the one product its paraphrases name, shop-wide ones to none', () => {
    const owners = articleProducts({
      'charge-aura': ['charging aura', 'aura cable', 'which charger'],
      'which-part-fits': ['filter for aura', 'filter for freshly', 'cable for aura', 'freshly part'],
      returns: ['send it back', 'refund'],
    });
    expect(owners).toEqual({ 'charge-aura': 'aura' });
  });
});

describe('preferNamedProducts', () => {
  const owners = { 'charge-aura': 'aura', recharge: 'freshly' } as const;
  const ranked = [
    { uid: 'charge-aura', score: 0.6 },
    { uid: 'recharge', score: 0.5 },
    { uid: 'returns', score: 0.4 },
  ];

  it('damps the articles of another product than the one named, and keeps shop-wide ones', () => {
    const result = preferNamedProducts(ranked, new Set(['freshly']), owners, 0.5);
    expect(result).toEqual([
      { uid: 'recharge', score: 0.5 },
      { uid: 'returns', score: 0.4 },
      { uid: 'charge-aura', score: 0.3 },
    ]);
  });

  it('changes nothing when the question names no product', () => {
    expect(preferNamedProducts(ranked, new Set(), owners, 0.5)).toBe(ranked);
  });
});
