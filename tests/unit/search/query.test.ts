import { describe, expect, it } from 'vitest';
import { searchRequest, termProblem } from '@/lib/search/query';

describe('search input', () => {
  it('says why a term is refused', () => {
    expect(termProblem('freshly')).toBeNull();
    expect(termProblem('  a  ')).toBe('short');
    expect(termProblem('x'.repeat(101))).toBe('long');
    expect(termProblem('ab\u0000cd')).toBe('invalid');
  });

  it('checks the locale and bounds the limit', () => {
    expect(searchRequest.parse({ q: ' resi ', locale: 'it' })).toEqual({ q: 'resi', locale: 'it', limit: 8 });
    expect(searchRequest.safeParse({ q: 'resi', locale: 'fr' }).success).toBe(false);
    expect(searchRequest.safeParse({ q: 'resi', locale: 'it', limit: '999' }).success).toBe(false);
    expect(searchRequest.safeParse({ q: 'resi', locale: 'it', limit: 'ten' }).success).toBe(false);
  });
});
