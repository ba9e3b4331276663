import { LiveMessages } from '@/components/i18n/LiveMessages';
import { pageLocale } from '@/lib/i18n/server';

/** The referral pages' forms and share box read the `referral` messages, which other pages do not ship. */
export default async function ReferralLayout({ children, params }: LayoutProps<'/[locale]/referral'>) {
  const locale = await pageLocale(params);
  return (
    <LiveMessages locale={locale} paths={['referral']}>
      {children}
    </LiveMessages>
  );
}
