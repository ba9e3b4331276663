import { createTranslator } from 'next-intl';
import { formatDate } from '@/lib/i18n/formats';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import it from '@/messages/it.json';
import { resolveMessageLocale, type MessageLocale } from './locale';

type Catalog = (typeof en)['validation'];
/** A failed rule's message key under `validation` in messages/*.json. */
export type MessageKey = Exclude<keyof Catalog, 'fields' | 'fallback'>;
export type MessageParams = Readonly<Record<string, string | number | Date>>;

// All three catalogs ship with the forms: the configured message locale may differ from the page's.
const catalogs: Record<MessageLocale, Catalog> = { en: en.validation, de: de.validation, it: it.validation };

/** Localized validation texts for one message locale. */
export type ValidationMessages = {
  readonly locale: MessageLocale;
  /** The display name of a field (`fields.<name>`), or the name itself when none is written. */
  fieldName(field: string): string;
  /** The text of a failed rule for `field`, with `{name}`/`{Name}` filled in; 'Invalid field value' if it cannot be built. */
  format(key: MessageKey, field: string, params?: MessageParams): string;
};

const cache = new Map<MessageLocale, ValidationMessages>();

function build(locale: MessageLocale): ValidationMessages {
  const catalog = catalogs[locale];
  const t = createTranslator({
    locale,
    messages: { validation: catalog },
    namespace: 'validation',
    onError: () => undefined,
    getMessageFallback: () => catalog.fallback,
  });
  const fieldName = (field: string) => (catalog.fields as Record<string, string>)[field] ?? field;
  return {
    locale,
    fieldName,
    format(key, field, params = {}) {
      const name = fieldName(field);
      const values = Object.fromEntries(
        Object.entries(params).map(([k, v]) => [k, v instanceof Date ? formatDate(v, locale) : v]),
      );
      return t(key, { ...values, name, Name: name.charAt(0).toUpperCase() + name.slice(1) });
    },
  };
}

/** The messages for the configured option → app locale → English (see `resolveMessageLocale`). */
export function validationMessages(appLocale?: string, configured?: string): ValidationMessages {
  const locale =
    configured === undefined ? resolveMessageLocale(appLocale) : resolveMessageLocale(appLocale, configured);
  let messages = cache.get(locale);
  if (!messages) cache.set(locale, (messages = build(locale)));
  return messages;
}
