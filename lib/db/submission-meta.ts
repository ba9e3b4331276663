import type { Locale } from '@/lib/i18n/locales';

/** What every store function receives besides the validated input. */
export interface SubmissionMeta {
  /** UUID rendered into the form: a retry or double click with the same key stores one row. */
  idempotencyKey: string;
  locale: Locale;
  /** Version of the consent texts the visitor saw (e.g. the privacy page's last update). */
  consentTextVersion: string;
  /** The sender's limit key (lib/http/rate-limit.ts `clientKey`): mail it asks for counts against its budget. */
  client?: string;
}
