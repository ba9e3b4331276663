import { useMessages } from 'next-intl';
import { useMemo } from 'react';
import { resolveMessageLocale } from './locale';
import { validationMessagesOf, type ValidationMessages } from './messages';

/** The page's `validation` catalogue (the layout sends it in the configured message locale, if one is set). */
export function useValidationMessages(pageLocale: string): ValidationMessages {
  const catalog = useMessages().validation;
  return useMemo(() => validationMessagesOf(resolveMessageLocale(pageLocale), catalog), [pageLocale, catalog]);
}
