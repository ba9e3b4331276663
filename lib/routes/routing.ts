import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from '@/lib/i18n/locales';
import { pathnames } from './table';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // Detection runs only on `/` and the cookie is written by proxy.ts / the switcher (spec §2).
  localeDetection: false,
  localeCookie: false,
  // No hreflang `Link` header: it is built from the Host header and cannot translate content uids; pages emit
  // their alternates from configuration (lib/seo/metadata.ts).
  alternateLinks: false,
  pathnames,
});
