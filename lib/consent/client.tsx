'use client';
import { useLocale } from 'next-intl';
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { apiBaseUrl } from '@/lib/browser/api-base';
import { updateConsentMode } from '@/lib/consent/consent-mode';
import {
  currentConsent,
  hasConsent,
  parseConsentCookie,
  readConsentCookie,
  type ConsentCategory,
  type ConsentState,
} from './state';
import type { VendorName, Vendors } from './vendors';

type ConsentContext = {
  /** undefined until the browser has read the stored decision (and on the server). */
  state: ConsentState | undefined;
  vendors: Vendors;
  nonce: string | undefined;
  openSettings: () => void;
};

/** What the banner host (components/consent/ConsentBannerHost.tsx) shows: asked by the provider, drawn by it. */
export type BannerRequest = {
  /** How often "Cookie settings" was pressed: each press opens the settings dialog. */
  settingsRequest: number;
  revision: number;
  /** The decision for this policy revision; undefined (the banner asks) when there is none, and while hydrating. */
  current: ConsentState | undefined;
  onDecision: (state: ConsentState) => void;
};

const Context = createContext<ConsentContext>({ state: undefined, vendors: {}, nonce: undefined, openSettings() {} });
const BannerContext = createContext<BannerRequest | undefined>(undefined);

function recordDecision(state: ConsentState, locale: string): void {
  const body = JSON.stringify({ ...state, locale });
  void fetch(`${apiBaseUrl}/consent`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    keepalive: true,
  }).catch(() => undefined);
}

const listeners = new Set<() => void>();
let cached: { raw: string | undefined; state: ConsentState | undefined } = { raw: undefined, state: undefined };

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored decision, parsed again only when the cookie changed (the snapshot must stay the same object). */
function storedConsent(): ConsentState | undefined {
  const raw = readConsentCookie(document.cookie);
  if (raw !== cached.raw) cached = { raw, state: parseConsentCookie(raw) };
  return cached.state;
}

/**
 * The visitor's consent for everything below it: the stored decision is read from the cookie without loading the
 * banner; the banner appears only when there is none for this policy revision; each decision updates Google
 * Consent Mode and is recorded on the server.
 */
export function ConsentProvider({
  revision,
  vendors,
  nonce,
  children,
}: {
  revision: number;
  vendors: Vendors;
  nonce: string | undefined;
  children: ReactNode;
}) {
  const locale = useLocale();
  const stored = useSyncExternalStore(subscribe, storedConsent, () => undefined);
  const state = currentConsent(stored, revision);
  const [settingsRequest, setSettingsRequest] = useState(0);

  // A layout effect runs before the children's effects, so the update precedes the tag manager's script.
  useLayoutEffect(() => {
    if (state) updateConsentMode(state);
  }, [state]);

  const openSettings = useCallback(() => setSettingsRequest((count) => count + 1), []);

  const onDecision = useCallback(
    (decision: ConsentState) => {
      listeners.forEach((listener) => listener());
      recordDecision(decision, locale);
    },
    [locale],
  );

  const value = useMemo(() => ({ state, vendors, nonce, openSettings }), [state, vendors, nonce, openSettings]);
  const banner = useMemo(
    () => ({ settingsRequest, revision, current: state, onDecision }),
    [settingsRequest, revision, state, onDecision],
  );
  return (
    <Context.Provider value={value}>
      <BannerContext.Provider value={banner}>{children}</BannerContext.Provider>
    </Context.Provider>
  );
}

/** A configured vendor the visitor has consented to, or undefined (then the local fallback shows). */
export function useConsentedVendor(name: VendorName): { id: string; scriptUrl: string; nonce?: string } | undefined {
  const { state, vendors, nonce } = useContext(Context);
  const vendor = vendors[name];
  return vendor && hasConsent(state, vendor.category) ? { ...vendor, nonce } : undefined;
}

/** Whether a vendor is configured but waiting for consent in `category` (to offer the settings instead). */
export function useAwaitingConsent(name: VendorName): ConsentCategory | undefined {
  const { state, vendors } = useContext(Context);
  const vendor = vendors[name];
  return vendor && !hasConsent(state, vendor.category) ? vendor.category : undefined;
}

/** Whether the visitor has answered the banner for this policy revision (false on the server and while hydrating). */
export function useConsentAnswered(): boolean {
  return useContext(Context).state !== undefined;
}

export function useOpenConsentSettings(): () => void {
  return useContext(Context).openSettings;
}

/** For the banner host: whether the banner must show, and what it needs. */
export function useBannerRequest(): BannerRequest | undefined {
  return useContext(BannerContext);
}
