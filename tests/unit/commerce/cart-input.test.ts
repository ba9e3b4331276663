import { describe, expect, it } from 'vitest';
import { addItemInput, couponInput, notesInput, quantityInput, quantityParam } from '@/lib/cart/input';

describe('quantity', () => {
  it('accepts integers in range', () => {
    expect(addItemInput.parse({ skuCode: 'freshly', quantity: 7 })).toEqual({ skuCode: 'FRESHLY', quantity: 7 });
    expect(addItemInput.parse({ skuCode: 'FRESHLY' }).quantity).toBe(1);
    expect(quantityInput.parse({ quantity: 0 }).quantity).toBe(0);
  });

  it.each([true, '0x10', [5], ' 7 ', '7', 1.5, 0, 100, -1, null, Infinity, '1e1'])('refuses %j', (quantity) => {
    expect(addItemInput.safeParse({ skuCode: 'FRESHLY', quantity }).success).toBe(false);
  });

  it.each([true, '3', [3], 1.5, -1, 100])('refuses %j when changing a line', (quantity) => {
    expect(quantityInput.safeParse({ quantity }).success).toBe(false);
  });

  it('reads the query-string form strictly', () => {
    expect(quantityParam.parse('7')).toBe(7);
    for (const raw of ['0x10', ' 7 ', '07', '0', '100', '1e1', ''])
      expect(quantityParam.safeParse(raw).success).toBe(false);
  });
});

describe('free text', () => {
  it('keeps ordinary notes, line breaks and non-Latin text', () => {
    const notes = 'Bitte klingeln.\nPiano 2 — 😀 ありがとう';
    expect(notesInput.parse({ notes }).notes).toBe(notes);
  });

  it.each(['\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\u001b[31m', '\u007f'])('refuses notes with %j', (notes) => {
    expect(notesInput.safeParse({ notes }).success).toBe(false);
  });

  it('refuses a coupon with NUL or a lone surrogate and upper-cases a valid one', () => {
    expect(couponInput.safeParse({ code: '\u0000' }).success).toBe(false);
    expect(couponInput.safeParse({ code: 'SAVE\ud800' }).success).toBe(false);
    expect(couponInput.parse({ code: ' save10 ' }).code).toBe('SAVE10');
  });
});
