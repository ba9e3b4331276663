'use client';

import { useLocale } from 'next-intl';
import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { useCanPrefetch } from '@/lib/browser/use-can-prefetch';
import { isLocale, defaultLocale } from '@/lib/i18n/locales';
import { pathFor, type AppPathname } from '@/lib/routes/paths';

type Props = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: AppPathname };

/**
 * A link to a static route in the page's locale (`/cart` becomes `/de/warenkorb`), built by the route table's own
 * path builder rather than next-intl's navigation, and skipping prefetch on 2g, save-data or offline (spec §7).
 */
export function AppLink({ href, prefetch, ...props }: Props) {
  const locale = useLocale();
  const allowed = useCanPrefetch();
  const path = pathFor(isLocale(locale) ? locale : defaultLocale, { pathname: href });
  return <NextLink {...props} href={path} prefetch={allowed ? prefetch : false} />;
}
