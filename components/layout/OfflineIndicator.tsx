'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Follows the browser's online state; announces going offline and coming back. */
export function OfflineIndicator() {
  const t = useTranslations('network');
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  const [showBackOnline, setShowBackOnline] = useState(false);
  const [wasOffline, setWasOffline] = useState(false);

  useEffect(() => {
    if (!online) {
      setWasOffline(true);
      return;
    }
    if (!wasOffline) return;
    setShowBackOnline(true);
    const timer = setTimeout(() => setShowBackOnline(false), 4000);
    return () => clearTimeout(timer);
  }, [online, wasOffline]);

  const message = !online ? t('offline') : showBackOnline ? t('online') : '';
  return (
    <div role="status" aria-live="polite" className="network-status" data-state={online ? 'online' : 'offline'}>
      {message && <p className="network-status__message">{message}</p>}
    </div>
  );
}
