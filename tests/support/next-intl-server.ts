// Component tests render server components without Next's request config: translations come from the catalogues.
import { createTranslator, type AbstractIntlMessages } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import it from '@/messages/it.json';

const catalogues: Record<Locale, AbstractIntlMessages> = { en, de, it };

export const getMessages = async ({ locale }: { locale: Locale }) => catalogues[locale];

export const getTranslations = async ({ locale, namespace }: { locale: Locale; namespace?: string }) =>
  createTranslator({ locale, namespace, messages: catalogues[locale] });
