'use client';
import { useEffect } from 'react';
import { pushDataLayer } from '@/lib/analytics/data-layer';
import { LazyScript as Script } from './LazyScript';
import { useConsentedVendor } from '@/lib/consent/client';

/**
 * The tag manager, only when configured and the visitor accepted analytics (Consent Mode is updated before). No
 * inline bootstrap: a cached page's policy admits only its own inline scripts (ADR 0023), so the start event is pushed
 * from here and the container loads by URL.
 */
export function TagManager() {
  const vendor = useConsentedVendor('tagManager');
  const id = vendor?.id;
  useEffect(() => {
    if (id) pushDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
  }, [id]);
  if (!vendor) return null;
  const src = new URL(vendor.scriptUrl);
  src.searchParams.set('id', vendor.id);
  return <Script id="tag-manager" src={src.href} nonce={vendor.nonce} strategy="afterInteractive" />;
}
