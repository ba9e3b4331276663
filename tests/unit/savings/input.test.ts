import { describe, expect, it } from 'vitest';
import { readSavingsForm, savingsQuery } from '@/lib/savings/input';

describe('readSavingsForm', () => {
  it('takes the defaults when the URL has no inputs', () => {
    expect(readSavingsForm({})).toEqual({
      values: { people: '2', spend: '100', fresh: '50' },
      invalid: [],
      input: { people: 2, spend: 100, fresh: 50 },
    });
  });

  it('reads numbers, a decimal comma and the first of repeated values', () => {
    const form = readSavingsForm({ people: ['3', '9'], spend: '85,50', fresh: '60' });
    expect(form.input).toEqual({ people: 3, spend: 85.5, fresh: 60 });
  });

  it('marks text, out-of-range values and fractional people as invalid and keeps what was typed', () => {
    const form = readSavingsForm({ people: '2.5', spend: 'abc', fresh: '101' });
    expect(form.invalid).toEqual(['people', 'spend', 'fresh']);
    expect(form.input).toBeNull();
    expect(form.values).toEqual({ people: '2.5', spend: 'abc', fresh: '101' });
  });

  it('rejects zero people and an empty spend', () => {
    expect(readSavingsForm({ people: '0' }).invalid).toEqual(['people']);
    expect(readSavingsForm({ spend: '' }).invalid).toEqual(['spend']);
  });

  it('writes the shareable query with the agreed names', () => {
    expect(savingsQuery({ people: '4', spend: ' 150 ', fresh: '40' })).toBe('people=4&spend=150&fresh=40');
  });
});
