import { createTranslator } from 'next-intl';
import { formatDate } from '@/lib/i18n/formats';
import type en from '@/messages/en.json';
import type { MessageLocale } from '@/lib/i18n/message-locale';

/** The `validation` namespace of one messages file: the server reads it from the file, the browser from next-intl. */
export type ValidationCatalog = (typeof en)['validation'];
type Catalog = ValidationCatalog;
/** A failed rule's message key under `validation` in messages/*.json. */
export type MessageKey = Exclude<keyof Catalog, 'fields' | 'fallback'>;
export type MessageParams = Readonly<Record<string, string | number | Date>>;

/** Localized validation texts for one message locale. */
export type ValidationMessages = {
  readonly locale: MessageLocale;
  /** The display name of a field (`fields.<name>`), or the name itself when none is written. */
  fieldName(field: string): string;
  /** The text of a failed rule for `field`, with `{name}`/`{Name}` filled in; 'Invalid field value' if it cannot be built. */
  format(key: MessageKey, field: string, params?: MessageParams): string;
};

const cache = new WeakMap<Catalog, ValidationMessages>();

function build(locale: MessageLocale, catalog: Catalog): ValidationMessages {
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

/** The validation texts of `catalog`, written in `locale` (one instance per catalogue). */
export function validationMessagesOf(locale: MessageLocale, catalog: Catalog): ValidationMessages {
  let messages = cache.get(catalog);
  if (!messages) cache.set(catalog, (messages = build(locale, catalog)));
  return messages;
}
