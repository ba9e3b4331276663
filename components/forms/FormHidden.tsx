import type { Locale } from '@/lib/i18n/locales';

/** What every form posts besides the visitor's input: its language and the key that makes a retry store one row. */
export function FormHidden({ locale, idempotencyKey }: { locale: Locale; idempotencyKey: string }) {
  return (
    <>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
    </>
  );
}
