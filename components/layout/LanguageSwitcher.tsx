import { useLocale, useTranslations } from 'next-intl';
import { locales } from '@/lib/i18n/locales';
import { LanguageLinks } from './LanguageLinks';

/** The header's language links, their texts translated here so the browser's part needs no messages. */
export function LanguageSwitcher() {
  const t = useTranslations('layout');
  const names = useTranslations('locales');
  const links = locales.map((locale) => ({ locale, label: t('switchTo', { language: names(locale) }) }));
  return <LanguageLinks current={useLocale()} links={links} label={t('language')} />;
}
