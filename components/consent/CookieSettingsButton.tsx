'use client';
import { useTranslations } from 'next-intl';
import { useOpenConsentSettings } from '@/lib/consent/client';

/** "Cookie settings" in the footer: opens the consent settings (loading the banner code if it was not needed). */
export function CookieSettingsButton({ className }: { className?: string }) {
  const t = useTranslations('consent');
  const open = useOpenConsentSettings();
  return (
    <button type="button" className={className} onClick={open} aria-haspopup="dialog">
      {t('settingsLink')}
    </button>
  );
}
