import { describe, expect, it } from 'vitest';
import { codeStem, normalizeReferralCode, referralCode, referralCodePattern } from '@/lib/referral/codes';

describe('referral codes', () => {
  it('reads as the first name and four unambiguous characters', () => {
    const code = referralCode('María');
    expect(code).toMatch(/^MARIA-[2-9A-HJKMNP-Z]{4}$/);
    expect(code).toMatch(referralCodePattern);
  });

  it('uses the injected randomness for the suffix', () => {
    expect(referralCode('Jo', () => 0)).toBe('JO-2222');
    expect(referralCode('Jo', (n) => n - 1)).toBe('JO-ZZZZ');
  });

  it('falls back to a neutral stem when the name has too few letters', () => {
    expect(codeStem('李')).toBe('FRIEND');
    expect(codeStem('Anne-Marie Östergaard')).toBe('ANNEMARIEO');
  });

  it('spreads codes for one name', () => {
    const codes = new Set(Array.from({ length: 200 }, () => referralCode('Maria')));
    expect(codes.size).toBeGreaterThan(190);
  });

  it('normalises typed codes and refuses anything else', () => {
    expect(normalizeReferralCode(' maria-7k2q ')).toBe('MARIA-7K2Q');
    expect(normalizeReferralCode('MARIA-7K2O')).toBeUndefined();
    expect(normalizeReferralCode('maria@example.com')).toBeUndefined();
  });
});
