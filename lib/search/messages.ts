import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';

/** The `search` texts outside a page render (the JSON route). */
export async function searchMessages(locale: Locale) {
  const messages = (await import(`../../messages/${locale}.json`)).default;
  return createTranslator({ locale, messages, namespace: 'search' });
}
