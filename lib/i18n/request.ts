import { getRequestConfig } from 'next-intl/server';
import { defaultLocale, isLocale } from './locales';

// The segment may carry a market variant after the language (`en_GB-consumer`, ADR 0023).
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = (await requestLocale)?.split('_')[0];
  const locale = isLocale(requested) ? requested : defaultLocale;
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
  };
});
