/** A low–high estimate; `low` never exceeds `high`. */
export type Range = { low: number; high: number };

export type SavingsInput = {
  /** People in the household. */
  people: number;
  /** Weekly grocery spend in whole units of the market currency. */
  spend: number;
  /** Share of fresh food in the grocery spend, in per cent. */
  fresh: number;
};

export type SavingsResult = {
  /** Money spent on fresh food that ends in the bin, per year (market currency, whole units). */
  wastedMoney: Range;
  /** What Freshly saves of it per year. */
  savedMoney: Range;
  /** Fresh food thrown away per year, in kg. */
  wastedKg: number;
  /** Fresh food Freshly keeps out of the bin per year, in kg. */
  savedKg: Range;
  /** Greenhouse gases of the food kept out of the bin, in kg CO₂e per year. */
  co2Kg: Range;
  /** Months until the saving pays for Freshly; null without a price or a saving. */
  paybackMonths: Range | null;
};

/**
 * The factors and their sources (cited on the page): the shares are the product claims of spec §9, the kilograms
 * UNEP's Food Waste Index Report 2024 (79 kg of household food waste per person and year, 2022), the CO₂ factor
 * FAO's Food Wastage Footprint (2013): 3.3 Gt CO₂e for 1.3 Gt of food wasted, land-use change excluded.
 */
export const savingsFactors = {
  wasteShare: { low: 0.3, high: 0.4 },
  wasteCut: { low: 0.4, high: 0.6 },
  householdWasteKgPerPerson: 79,
  co2KgPerKgFood: 3.3 / 1.3,
  weeksPerYear: 52,
} as const;

const scale = (range: Range, factor: number): Range => ({ low: range.low * factor, high: range.high * factor });
const times = (a: Range, b: Range): Range => ({ low: a.low * b.low, high: a.high * b.high });

/** The yearly waste and saving of a household, and how soon Freshly at `price` (whole units) pays for itself. */
export function computeSavings(input: SavingsInput, price?: number | null): SavingsResult {
  const { wasteShare, wasteCut, householdWasteKgPerPerson, co2KgPerKgFood, weeksPerYear } = savingsFactors;
  const freshShare = input.fresh / 100;
  const freshSpendPerYear = input.spend * weeksPerYear * freshShare;
  const wastedMoney = scale(wasteShare, freshSpendPerYear);
  const savedMoney = times(wastedMoney, wasteCut);
  // UNEP's figure is all household food waste; the fresh share stands for the part Freshly can protect.
  const freshWasteKg = input.people * householdWasteKgPerPerson * freshShare;
  const savedKg = scale(wasteCut, freshWasteKg);
  return {
    wastedMoney,
    savedMoney,
    wastedKg: freshWasteKg,
    savedKg,
    co2Kg: scale(savedKg, co2KgPerKgFood),
    paybackMonths: paybackMonths(price, savedMoney),
  };
}

function paybackMonths(price: number | null | undefined, savedPerYear: Range): Range | null {
  if (!price || price <= 0 || savedPerYear.low <= 0) return null;
  return { low: (price / savedPerYear.high) * 12, high: (price / savedPerYear.low) * 12 };
}
