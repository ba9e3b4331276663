const SYMBOLS: Record<string, string> = { EUR: '€', GBP: '£', USD: '$' };

/** Platform-style formatting: €1.234,50 for EUR, £1,234.50 and $1,234.50 otherwise. */
function formatCents(cents: number, currency: string): string {
  const abs = Math.abs(cents);
  const units = Math.floor(abs / 100).toString();
  const decimals = String(abs % 100).padStart(2, '0');
  const comma = currency === 'EUR';
  const grouped = units.replace(/\B(?=(\d{3})+(?!\d))/g, comma ? '.' : ',');
  return `${cents < 0 ? '-' : ''}${SYMBOLS[currency] ?? `${currency} `}${grouped}${comma ? ',' : '.'}${decimals}`;
}

/** The three platform representations of an amount: name_cents, name_float, formatted_name. */
export function amountFields(name: string, cents: number, currency: string): Record<string, unknown> {
  return {
    [`${name}_cents`]: cents,
    [`${name}_float`]: cents / 100,
    [`formatted_${name}`]: formatCents(cents, currency),
  };
}
