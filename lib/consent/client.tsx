'use client';
import { useLocale } from 'next-intl';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
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

const Context = createContext<ConsentContext>({ state: undefined, vendors: {}, nonce: undefined, openSettings() {} });

function recordDecision(state: ConsentState, locale: string): void {
  const body = JSON.stringify({ ...state, locale });
  void fetch(`${process.env.NEXT_PUBLIC_API_BASE_URL ?? '/api'}/consent`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    keepalive: true,
  }).catch(() => undefined);
}

// The one place lib/ reaches into components/ (ADR 0042): the layout renders only this provider, and the banner is
// a component that must stay out of the first load.
const importBanner = () => import('@/components/consent/ConsentBanner');

// A first visit (no decision stored) fetches the banner while the page hydrates, not after: it is what such a
// visitor sees first.
if (typeof document !== 'undefined' && !readConsentCookie(document.cookie)) void importBanner();

type LoadedBanner = {
  Banner: Awaited<ReturnType<typeof importBanner>>['ConsentBanner'];
  /** How often "Cookie settings" was pressed: each press opens the settings dialog. */
  settingsRequest: number;
};

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
  const [banner, setBanner] = useState<LoadedBanner>();
  const decided = Boolean(state);

  // A layout effect runs before the children's effects, so the update precedes the tag manager's script.
  useLayoutEffect(() => {
    if (state) updateConsentMode(state);
  }, [state]);

  useEffect(() => {
    // The cookie itself, not `decided`: while hydrating, the state still holds the server's "unknown".
    if (!currentConsent(storedConsent(), revision)) {
      void importBanner().then(({ ConsentBanner }) =>
        setBanner((loaded) => loaded ?? { Banner: ConsentBanner, settingsRequest: 0 }),
      );
    }
  }, [decided, revision]);

  const openSettings = useCallback(() => {
    void importBanner().then(({ ConsentBanner }) =>
      setBanner((loaded) => ({ Banner: ConsentBanner, settingsRequest: (loaded?.settingsRequest ?? 0) + 1 })),
    );
  }, []);

  const onDecision = useCallback(
    (decision: ConsentState) => {
      listeners.forEach((listener) => listener());
      recordDecision(decision, locale);
    },
    [locale],
  );

  const value = useMemo(() => ({ state, vendors, nonce, openSettings }), [state, vendors, nonce, openSettings]);
  return (
    <Context.Provider value={value}>
      {banner ? (
        <banner.Banner
          revision={revision}
          locale={locale}
          current={state}
          settingsRequest={banner.settingsRequest}
          onDecision={onDecision}
        />
      ) : null}
      {children}
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

export function useOpenConsentSettings(): () => void {
  return useContext(Context).openSettings;
}
