import { consentModeSignals, type ConsentState } from './state';

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

/**
 * The inline script the layout renders (with the CSP nonce) before any tag can load: defines `gtag` on the data
 * layer and sets every Consent Mode v2 signal to denied until the visitor decides.
 */
export const consentModeDefaultsScript = [
  'window.dataLayer=window.dataLayer||[];',
  'window.gtag=function(){window.dataLayer.push(arguments);};',
  `window.gtag('consent','default',${JSON.stringify({ ...consentModeSignals(undefined), wait_for_update: 500 })});`,
].join('');

/** Tells the tag manager what the visitor decided (gtag needs its `arguments` object, not an array). */
export function updateConsentMode(state: ConsentState): void {
  window.gtag?.('consent', 'update', consentModeSignals(state));
}
