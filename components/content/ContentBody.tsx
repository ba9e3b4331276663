import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/layout/Breadcrumbs';
import type { Crumb } from '@/lib/navigation/types';
import { PageShell } from '@/components/layout/PageShell';
import { SliceZone, startsWithHero } from '@/components/slices/SliceZone';
import type { ContentSlice } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import styles from './ContentBody.module.css';

/** A content document's page: breadcrumbs, the h1 (the opening hero's, or the title), then its slices. */
export function ContentBody({
  locale,
  title,
  breadcrumbs,
  slices,
  children,
}: {
  locale: Locale;
  title: string;
  breadcrumbs: Crumb[];
  slices: ContentSlice[] | null | undefined;
  children?: ReactNode;
}) {
  if (startsWithHero(slices)) {
    return (
      <>
        {breadcrumbs.length > 1 && (
          <div className={`container ${styles.crumbs}`}>
            <Breadcrumbs items={breadcrumbs} />
          </div>
        )}
        <SliceZone slices={slices} locale={locale} />
        {children}
      </>
    );
  }
  return (
    <>
      <PageShell title={title} breadcrumbs={breadcrumbs} />
      <SliceZone slices={slices} locale={locale} />
      {children}
    </>
  );
}
