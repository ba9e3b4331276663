import type { ReactNode } from 'react';
import { PageShell } from '@/components/layout/PageShell';
import type { ContentSlice } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import type { Crumb } from '@/lib/navigation/types';
import { ContentBody } from './ContentBody';

/** A route's `page` document, or its heading and description from messages when there is no document. */
export function ContentRoutePage({
  locale,
  title,
  description,
  breadcrumbs,
  slices,
  children,
}: {
  locale: Locale;
  title: string;
  description: string;
  breadcrumbs: Crumb[];
  slices: ContentSlice[] | null;
  /** What the page adds after the document (a form). */
  children?: ReactNode;
}) {
  if (!slices)
    return (
      <PageShell title={title} breadcrumbs={breadcrumbs} lead={<p>{description}</p>}>
        {children}
      </PageShell>
    );
  return (
    <ContentBody locale={locale} title={title} breadcrumbs={breadcrumbs} slices={slices}>
      {children}
    </ContentBody>
  );
}
