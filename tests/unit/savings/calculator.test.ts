import { describe, expect, it } from 'vitest';
import { computeSavings, savingsFactors } from '@/lib/savings/calculator';

describe('computeSavings', () => {
  const household = { people: 2, spend: 100, fresh: 50 };

  it('puts the yearly fresh-food waste at 30–40 % of the fresh spend', () => {
    // 100 a week × 52 × 50 % = 2,600 of fresh food a year.
    const { wastedMoney } = computeSavings(household);
    expect(wastedMoney.low).toBeCloseTo(780);
    expect(wastedMoney.high).toBeCloseTo(1040);
  });

  it('saves 40–60 % of the waste: 12–24 % of the fresh spend', () => {
    const { savedMoney } = computeSavings(household);
    expect(savedMoney.low).toBeCloseTo(312);
    expect(savedMoney.high).toBeCloseTo(624);
    expect(savedMoney.low).toBeLessThan(savedMoney.high);
  });

  it('counts the fresh share of 79 kg per person and the CO₂ of what is saved', () => {
    const result = computeSavings({ people: 4, spend: 200, fresh: 50 });
    expect(result.wastedKg).toBeCloseTo(158);
    expect(result.savedKg.low).toBeCloseTo(63.2);
    expect(result.savedKg.high).toBeCloseTo(94.8);
    expect(result.co2Kg.low).toBeCloseTo(63.2 * savingsFactors.co2KgPerKgFood);
    expect(savingsFactors.co2KgPerKgFood).toBeCloseTo(2.54, 2);
  });

  it('pays back fastest at the high saving and slowest at the low one', () => {
    const { paybackMonths } = computeSavings(household, 78);
    // 78 / 624 × 12 = 1.5 months; 78 / 312 × 12 = 3 months.
    expect(paybackMonths).toEqual({ low: 1.5, high: 3 });
  });

  it('has no payback without a price or without a saving', () => {
    expect(computeSavings(household).paybackMonths).toBeNull();
    expect(computeSavings(household, 0).paybackMonths).toBeNull();
    expect(computeSavings({ ...household, fresh: 0 }, 78).paybackMonths).toBeNull();
  });

  it('grows linearly with spend and fresh share', () => {
    const base = computeSavings(household).savedMoney;
    const doubled = computeSavings({ ...household, spend: 200 }).savedMoney;
    expect(doubled.low).toBeCloseTo(base.low * 2);
    const allFresh = computeSavings({ ...household, fresh: 100 }).savedMoney;
    expect(allFresh.high).toBeCloseTo(base.high * 2);
  });
});
