import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';
import { queryLength } from './limits';

const maxHits = 20;

/** A search term: trimmed, 2 to 100 characters, no control characters (what the field's maxLength also says). */
export const searchTerm = z
  .string()
  .trim()
  .min(queryLength.min, { error: 'short' })
  .max(queryLength.max, { error: 'long' })
  .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), { error: 'invalid' });

/** `GET /api/search?q=&locale=&limit=`: every parameter checked. */
export const searchRequest = z.object({
  q: searchTerm,
  locale: z.enum(locales),
  limit: z.coerce.number().int().min(1).max(maxHits).default(8),
});

type TermProblem = 'short' | 'long' | 'invalid';

/** Why a term is refused, for the localized message; null when it is fine. */
export function termProblem(value: string): TermProblem | null {
  const parsed = searchTerm.safeParse(value);
  if (parsed.success) return null;
  const message = parsed.error.issues[0]?.message;
  return message === 'short' || message === 'long' ? message : 'invalid';
}
