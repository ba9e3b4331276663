import type { Locale } from '@/lib/i18n/locales';
import { pathFor } from '@/lib/routes/paths';

const route = '/foodprint-calculator/[[...score]]';

/** The quiz, optionally with a notice (`missing` answers, a `changed` survey). */
export function quizPath(locale: Locale, notice?: 'missing' | 'changed'): string {
  const path = pathFor(locale, { pathname: route });
  return notice ? `${path}?notice=${notice}` : path;
}

export function resultPath(locale: Locale, score: number): string {
  return pathFor(locale, { pathname: route, params: { score: [String(score)] } });
}

/** The savings calculator, prefilled with the household size when the quiz asked for it. */
export function savingsPath(locale: Locale, people?: number): string {
  const path = pathFor(locale, { pathname: '/savings-calculator' });
  return people ? `${path}?people=${people}` : path;
}

/** The Open Graph image of a result (a static PNG per language and score, built with the site). */
export function foodprintImagePath(locale: Locale, score: number): string {
  return `/api/foodprint-image/${locale}/${score}`;
}
