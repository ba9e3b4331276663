'use client';
import { useLocale } from 'next-intl';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { useBannerRequest } from '@/lib/consent/client';
import { ConsentBanner } from './ConsentBanner';

/**
 * Where the consent banner and its settings dialog appear. The page (cacheable, the same for every visitor) carries
 * the banner hidden; hydrated with the page, it shows while this policy revision has no decision, so a press on it
 * always finds its code (ADR 0056).
 */
export function ConsentBannerHost() {
  const request = useBannerRequest();
  const locale = useLocale();
  const hydrated = useHydrated();
  if (!request) return null;
  return (
    <div hidden={!hydrated}>
      <ConsentBanner
        revision={request.revision}
        locale={locale}
        current={request.current}
        settingsRequest={request.settingsRequest}
        onDecision={request.onDecision}
        shown={hydrated}
      />
    </div>
  );
}
