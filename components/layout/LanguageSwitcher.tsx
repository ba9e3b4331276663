'use client';

import { useLocale, useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import type { MouseEvent } from 'react';
import { locales } from '@/lib/i18n/locales';

/**
 * The header's language links, through /api/locale, which finds the same page in the other language (content uids
 * differ per locale) and remembers the choice in the locale cookie.
 */
export function LanguageSwitcher() {
  const t = useTranslations('layout');
  const names = useTranslations('locales');
  const current = useLocale();
  const pathname = usePathname();
  const href = (locale: string, search = '') =>
    `/api/locale?to=${locale}&from=${encodeURIComponent(`${pathname}${search}`)}`;
  // The query (e.g. a blog search) joins at click time, so the links render on the server unchanged.
  const keepQuery = (event: MouseEvent<HTMLAnchorElement>, locale: string) => {
    if (window.location.search) event.currentTarget.href = href(locale, window.location.search);
  };

  return (
    <nav aria-label={t('language')} className="language-switcher">
      <ul>
        {locales.map((locale) => (
          <li key={locale}>
            {locale === current ? (
              <span aria-current="true" lang={locale}>
                {locale.toUpperCase()}
              </span>
            ) : (
              <a
                href={href(locale)}
                onClick={(event) => keepQuery(event, locale)}
                hrefLang={locale}
                lang={locale}
                aria-label={`${locale.toUpperCase()}: ${t('switchTo', { language: names(locale) })}`}
                rel="alternate"
              >
                {locale.toUpperCase()}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
