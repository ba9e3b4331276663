import type messages from '@/messages/en.json';
import type { Locale } from './locales';

// next-intl reads these, so useLocale, getLocale and the translation keys are typed without casts.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}

export type Messages = typeof messages;
type Pages = Messages['pages'];

/** A key under `pages` with a title and description: the messages of a route's heading and metadata. */
export type PageKey = {
  [K in keyof Pages]: Pages[K] extends { title: string; description: string } ? K : never;
}[keyof Pages];
