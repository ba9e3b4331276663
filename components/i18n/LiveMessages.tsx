import { NextIntlClientProvider } from 'next-intl';
import { MessagesProvider } from '@/lib/i18n/client';
import { clientMessages } from '@/lib/i18n/client-messages';
import type { MessagesProps } from './Messages';

/**
 * `Messages` through next-intl's provider at once, for client components that render with the page and read its
 * hooks: next-intl joins the first load of every route that imports this module (ADR 0045).
 */
export async function LiveMessages({ locale, paths = [], children }: MessagesProps) {
  return (
    <NextIntlClientProvider messages={await clientMessages(locale, paths)}>
      <MessagesProvider live locale={locale}>
        {children}
      </MessagesProvider>
    </NextIntlClientProvider>
  );
}
