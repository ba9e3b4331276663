const isoDate = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** A valid Date, or an ISO date (`2026-06-09`, read as UTC midnight) or date-time on a real calendar day; else null. */
export function parseDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const text = typeof value === 'string' ? value.trim() : '';
  const parts = isoDate.exec(text);
  if (!parts) return null;
  const date = new Date(text.length === 10 ? `${text}T00:00:00Z` : text);
  const [year, month, day] = parts.slice(1, 4).map(Number);
  // Date would roll 2025-02-30 into March; a real calendar day survives the round trip.
  const calendar = new Date(Date.UTC(year, month - 1, day));
  const real = calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day;
  return real && !Number.isNaN(date.getTime()) ? date : null;
}

const tokens: Record<string, string> = { YYYY: '(\\d{4})', MM: '(\\d{2})', DD: '(\\d{2})' };

/** A date written in `format` (tokens YYYY, MM, DD; anything else literal, e.g. 'DD.MM.YYYY'); else null. */
export function parseDateAs(value: string, format: string): Date | null {
  const order: string[] = [];
  const source = format.replace(/YYYY|MM|DD|[.*+?^${}()|[\]\\]/g, (token) => {
    if (!tokens[token]) return `\\${token}`;
    order.push(token);
    return tokens[token];
  });
  const parts = new RegExp(`^${source}$`).exec(value.trim());
  if (!parts) return null;
  const part = (token: string) => (order.includes(token) ? parts[order.indexOf(token) + 1] : '');
  return parseDate(`${part('YYYY')}-${part('MM')}-${part('DD')}`);
}
