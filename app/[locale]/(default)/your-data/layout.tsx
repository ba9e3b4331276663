import { LiveMessages } from '@/components/i18n/LiveMessages';
import { pageLocale } from '@/lib/i18n/server';

/** The Your data form reads the `privacy` messages, which other pages do not ship. */
export default async function YourDataLayout({ children, params }: LayoutProps<'/[locale]/your-data'>) {
  const locale = await pageLocale(params);
  return (
    <LiveMessages locale={locale} paths={['privacy']}>
      {children}
    </LiveMessages>
  );
}
