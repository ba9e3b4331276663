import type { Locale } from '@/lib/i18n/locales';

/** What every slice component receives: its slice, the page locale and its position in the zone. */
export interface SliceProps<S> {
  slice: S;
  locale: Locale;
  index: number;
}
