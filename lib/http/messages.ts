import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import type { HttpProblemCode } from './problem';

/** The localized text of a guard refusal, read outside any page render (route handlers, the proxy). */
export async function problemMessage(locale: Locale, code: HttpProblemCode): Promise<string> {
  const messages = (await import(`../../messages/${locale}.json`)).default;
  return createTranslator({ locale, messages, namespace: 'http.errors' })(code);
}
