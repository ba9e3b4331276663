'use client';

import { NextIntlClientProvider, useTranslations } from 'next-intl';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import it from '@/messages/it.json';
import { ErrorPageFailure } from './ErrorPageFailure';

const catalogues = { en, de, it };

function Failure({ locale }: { locale: string }) {
  const t = useTranslations('errors');
  return <ErrorPageFailure locale={locale} title={t('errorPageFailed')} goHome={t('goHome')} />;
}

/** The last-resort page with its texts: no layout, so no provider above it; its own holds the errors namespace. */
export function GlobalErrorPage({ locale }: { locale: string }) {
  const known = locale === 'de' || locale === 'it' ? locale : 'en';
  return (
    <NextIntlClientProvider locale={known} messages={{ errors: catalogues[known].errors }}>
      <Failure locale={known} />
    </NextIntlClientProvider>
  );
}
