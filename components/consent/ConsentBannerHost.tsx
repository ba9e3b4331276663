'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the server's copy, in a branch the browser's build drops */
import { useEffect, useState } from 'react';
import { island } from '@/lib/browser/island';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { useBannerRequest } from '@/lib/consent/client';
import { useLocale } from 'next-intl';

type Banner = (typeof import('./ConsentBanner'))['ConsentBanner'];

const loadBanner = () => import('./ConsentBanner').then((module) => module.ConsentBanner);

// The first visit's question is in every page's HTML; its code loads once the visitor moves or uses it (ADR 0045).
const Question = island(
  loadBanner,
  typeof window === 'undefined'
    ? (require('./ConsentBanner') as typeof import('./ConsentBanner')).ConsentBanner
    : undefined,
);

/**
 * Where the consent banner and its settings dialog appear. The page (cacheable, the same for every visitor) carries
 * the banner hidden; once hydrated it shows while this policy revision has no decision. After a decision, "Cookie
 * settings" loads the banner's code for its dialog.
 */
export function ConsentBannerHost() {
  const request = useBannerRequest();
  const locale = useLocale();
  const hydrated = useHydrated();
  const [Settings, setSettings] = useState<Banner>();
  const asking = !hydrated || Boolean(request?.asking);
  const settingsWanted = !asking && (request?.settingsRequest ?? 0) > 0;

  useEffect(() => {
    if (settingsWanted && !Settings) void loadBanner().then((loaded) => setSettings(() => loaded));
  }, [settingsWanted, Settings]);

  if (!request) return null;
  const props = {
    revision: request.revision,
    locale,
    current: request.current,
    settingsRequest: request.settingsRequest,
    onDecision: request.onDecision,
  };
  if (asking) {
    return (
      <div hidden={!hydrated}>
        <Question {...props} />
      </div>
    );
  }
  return Settings ? <Settings {...props} /> : null;
}
