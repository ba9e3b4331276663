import { NextIntlClientProvider } from 'next-intl';
import { clientMessages } from '@/lib/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/server';

/** The referral pages' forms and share box read the `referral` messages, which other pages do not ship. */
export default async function ReferralLayout({ children, params }: LayoutProps<'/[locale]/referral'>) {
  const locale = await pageLocale(params);
  return (
    <NextIntlClientProvider locale={locale} messages={await clientMessages(locale, ['referral'])}>
      {children}
    </NextIntlClientProvider>
  );
}
