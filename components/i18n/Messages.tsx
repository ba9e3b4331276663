import { getTimeZone } from 'next-intl/server';
import type { ReactNode } from 'react';
import { MessagesProvider } from '@/lib/i18n/client';
import { clientMessages, type RoutePath } from '@/lib/i18n/client-messages';
import type { Locale } from '@/lib/i18n/locales';

export type MessagesProps = { locale: Locale; paths?: readonly RoutePath[]; children: ReactNode };

/**
 * The client messages of a subtree (the every-page paths plus `paths`), held for its islands and other lazily loaded
 * parts, which bring next-intl with them (ADR 0045). Client components that render with the page and read
 * next-intl's hooks need `LiveMessages` instead.
 */
export async function Messages({ locale, paths = [], children }: MessagesProps) {
  return (
    <MessagesProvider
      locale={locale}
      messages={await clientMessages(locale, paths)}
      timeZone={await getTimeZone({ locale })}
    >
      {children}
    </MessagesProvider>
  );
}
