import { describe, expect, it } from 'vitest';
import {
  isWellFormedWarrantyCode,
  normalizeWarrantyCode,
  sampleWarrantyCodes,
  warrantyCodeFrom,
} from '@/lib/forms/warranty-code';

const alphabet = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

describe('warranty codes', () => {
  const samples = sampleWarrantyCodes(50);

  it('are the same well-formed, distinct codes on every call', () => {
    expect(sampleWarrantyCodes(50)).toEqual(samples);
    expect(new Set(samples).size).toBe(50);
    expect(samples.every(isWellFormedWarrantyCode)).toBe(true);
    expect(samples[0]).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  });

  it('catch every single mistyped character', () => {
    for (const code of samples.slice(0, 10)) {
      const raw = code.replace(/-/g, '');
      for (let i = 0; i < raw.length; i++)
        for (const other of alphabet) {
          if (other === raw[i]) continue;
          const typo = normalizeWarrantyCode(raw.slice(0, i) + other + raw.slice(i + 1));
          expect(isWellFormedWarrantyCode(typo), typo).toBe(false);
        }
    }
  });

  it('catch swapped neighbours in most codes', () => {
    let caught = 0;
    let swaps = 0;
    for (const code of samples) {
      const raw = code.replace(/-/g, '');
      for (let i = 0; i < raw.length - 1; i++) {
        if (raw[i] === raw[i + 1]) continue;
        swaps++;
        const swapped = raw.slice(0, i) + raw[i + 1] + raw[i] + raw.slice(i + 2);
        if (!isWellFormedWarrantyCode(normalizeWarrantyCode(swapped))) caught++;
      }
    }
    expect(caught / swaps).toBeGreaterThan(0.95);
  });

  it('are read in lower case, with spaces or without dashes', () => {
    const code = warrantyCodeFrom('K7QM4XPA93H');
    expect(normalizeWarrantyCode(code.toLowerCase().replace(/-/g, ' '))).toBe(code);
    expect(normalizeWarrantyCode(code.replace(/-/g, ''))).toBe(code);
    expect(isWellFormedWarrantyCode('O0I1-L2U3-4567')).toBe(false);
    expect(isWellFormedWarrantyCode('')).toBe(false);
  });
});
