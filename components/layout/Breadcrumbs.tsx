import { useTranslations } from 'next-intl';
import { siteUrl } from '@/lib/i18n/metadata';
import { PlainLink } from './PlainLink';

export interface Crumb {
  label: string;
  href: string;
}

/** Breadcrumb trail with its BreadcrumbList JSON-LD; the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = useTranslations('layout');
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: `${siteUrl}${item.href}`,
    })),
  };
  return (
    <nav aria-label={t('breadcrumbs')} className="breadcrumbs">
      <ol>
        {items.map((item, index) =>
          index === items.length - 1 ? (
            <li key={item.href} aria-current="page">
              {item.label}
            </li>
          ) : (
            <li key={item.href}>
              <PlainLink href={item.href}>{item.label}</PlainLink>
            </li>
          ),
        )}
      </ol>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd) }} />
    </nav>
  );
}
