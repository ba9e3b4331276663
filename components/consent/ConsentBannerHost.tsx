'use client';
import { useEffect, useState } from 'react';
import { useBannerRequest } from '@/lib/consent/client';
import type { ConsentTexts } from '@/lib/consent/texts';
import { usePageLocale } from '@/lib/i18n/client';
import { readConsentCookie } from '@/lib/consent/state';

type Banner = (typeof import('./ConsentBanner'))['ConsentBanner'];

const importBanner = () => import('./ConsentBanner').then((module) => module.ConsentBanner);

// A first visit (no decision stored) fetches the banner while the page hydrates, not after: it is what such a
// visitor sees first.
if (typeof document !== 'undefined' && !readConsentCookie(document.cookie)) void importBanner();

/**
 * Where the consent banner and its settings dialog appear: their code loads only when the provider asks (no decision
 * for this policy revision) or "Cookie settings" is pressed, and stays once loaded.
 */
export function ConsentBannerHost({ texts }: { texts: ConsentTexts }) {
  const request = useBannerRequest();
  const locale = usePageLocale();
  const [Banner, setBanner] = useState<Banner>();
  const wanted = Boolean(request && (request.asking || request.settingsRequest > 0));

  useEffect(() => {
    if (wanted && !Banner) void importBanner().then((loaded) => setBanner(() => loaded));
  }, [wanted, Banner]);

  if (!request || !Banner) return null;
  return (
    <Banner
      texts={texts}
      revision={request.revision}
      locale={locale}
      current={request.current}
      settingsRequest={request.settingsRequest}
      onDecision={request.onDecision}
    />
  );
}
