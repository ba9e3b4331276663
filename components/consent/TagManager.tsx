'use client';
import { GoogleTagManager } from '@next/third-parties/google';
import { useConsentedVendor } from '@/lib/consent/client';

/** The tag manager, only when configured and the visitor accepted analytics (Consent Mode is updated before). */
export function TagManager() {
  const vendor = useConsentedVendor('tagManager');
  if (!vendor) return null;
  return <GoogleTagManager gtmId={vendor.id} gtmScriptUrl={vendor.scriptUrl} nonce={vendor.nonce} />;
}
