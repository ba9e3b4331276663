'use client';

import { usePathname } from 'next/navigation';
import type { MouseEvent } from 'react';

export type LanguageLink = { locale: string; label: string };

/**
 * Links through /api/locale, which finds the same page in the other language (content uids differ per
 * locale) and remembers the choice in the locale cookie.
 */
export function LanguageLinks({ current, links, label }: { current: string; links: LanguageLink[]; label: string }) {
  const pathname = usePathname();
  const href = (locale: string, search = '') =>
    `/api/locale?to=${locale}&from=${encodeURIComponent(`${pathname}${search}`)}`;
  // The query (e.g. a blog search) joins at click time, so the links render on the server unchanged.
  const keepQuery = (event: MouseEvent<HTMLAnchorElement>, locale: string) => {
    if (window.location.search) event.currentTarget.href = href(locale, window.location.search);
  };

  return (
    <nav aria-label={label} className="language-switcher">
      <ul>
        {links.map(({ locale, label: switchTo }) => (
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
                aria-label={`${locale.toUpperCase()}: ${switchTo}`}
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
