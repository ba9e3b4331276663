import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import { isLocale, defaultLocale } from '@/lib/i18n/locales';
import { pathFor, type AppPathname } from '@/lib/routes/paths';
import { PlainLink } from './PlainLink';

type Props = Omit<ComponentProps<typeof PlainLink>, 'href'> & { href: AppPathname };

/**
 * A link to a static route in the page's locale (`/cart` becomes `/de/warenkorb`), built by the route table's own
 * path builder rather than next-intl's navigation. Not a client module: rendered by a server component it resolves
 * there, so the route table reaches the browser only with the client components that link by route themselves.
 */
export function AppLink({ href, ...props }: Props) {
  const locale = useLocale();
  return <PlainLink {...props} href={pathFor(isLocale(locale) ? locale : defaultLocale, { pathname: href })} />;
}
