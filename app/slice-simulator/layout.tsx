import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { connection } from 'next/server';
import { NextIntlClientProvider } from 'next-intl';
import { clientMessages } from '@/lib/i18n/client-messages';
import { defaultLocale } from '@/lib/i18n/locales';
import '../globals.css';
import { inter } from '../fonts/inter';

export const metadata: Metadata = { title: 'Slice Simulator', robots: { index: false, follow: false } };

/** The page builder's preview frame: only the slices, no header, footer, consent or tags (ADR 0025). */
export default async function SliceSimulatorLayout({ children }: LayoutProps<'/slice-simulator'>) {
  await connection();
  setRequestLocale(defaultLocale);
  return (
    <html lang={defaultLocale} className={inter.variable}>
      <body>
        <NextIntlClientProvider locale={defaultLocale} messages={await clientMessages(defaultLocale, ['savings'])}>
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
