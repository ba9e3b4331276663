import { useTranslations } from 'next-intl';
import { JsonLd } from '@/components/content/JsonLd';
import { breadcrumbListJsonLd } from '@/lib/seo/json-ld';
import { siteUrl } from '@/lib/seo/metadata';
import type { Crumb } from '@/lib/navigation/types';
import { PlainLink } from './PlainLink';

/** Breadcrumb trail with its BreadcrumbList JSON-LD; the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = useTranslations('layout');
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
      <JsonLd data={breadcrumbListJsonLd(siteUrl, items)} />
    </nav>
  );
}
