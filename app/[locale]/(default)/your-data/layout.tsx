import { NextIntlClientProvider } from 'next-intl';
import { clientMessages } from '@/lib/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/server';

/** The Your data form reads the `privacy` messages, which other pages do not ship. */
export default async function YourDataLayout({ children, params }: LayoutProps<'/[locale]/your-data'>) {
  const locale = await pageLocale(params);
  return (
    <NextIntlClientProvider locale={locale} messages={await clientMessages(locale, ['privacy'])}>
      {children}
    </NextIntlClientProvider>
  );
}
