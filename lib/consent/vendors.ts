import type { OptionalCategory } from './state';

type Env = Record<string, string | undefined>;

const vendorNames = ['tagManager', 'payLater', 'paymentMessages', 'reviews'] as const;
export type VendorName = (typeof vendorNames)[number];

/** What the browser needs to load one configured vendor: its public id, script and consent category. */
type Vendor = { id: string; scriptUrl: string; category: OptionalCategory };
export type Vendors = Partial<Record<VendorName, Vendor>>;

type VendorDefinition = {
  idVariable: string;
  scriptVariable: string;
  defaultScript: string;
  category: OptionalCategory;
  /** Hosts the real vendor's script talks to besides its own, allowed only while the default script is used. */
  extraHosts: string[];
};

const definitions: Record<VendorName, VendorDefinition> = {
  tagManager: {
    idVariable: 'NEXT_PUBLIC_GTM_ID',
    scriptVariable: 'GTM_SCRIPT_URL',
    defaultScript: 'https://www.googletagmanager.com/gtm.js',
    category: 'analytics',
    extraHosts: ['https://www.google-analytics.com', 'https://*.google-analytics.com'],
  },
  payLater: {
    idVariable: 'NEXT_PUBLIC_KLARNA_CLIENT_ID',
    scriptVariable: 'KLARNA_SCRIPT_URL',
    defaultScript: 'https://js.klarna.com/web-sdk/v1/klarna.js',
    category: 'marketing',
    extraHosts: ['https://*.klarna.com', 'https://*.klarnaservices.com'],
  },
  paymentMessages: {
    idVariable: 'NEXT_PUBLIC_PAYMENT_MESSAGES_CLIENT_ID',
    scriptVariable: 'PAYMENT_MESSAGES_SCRIPT_URL',
    defaultScript: 'https://www.paypal.com/sdk/js',
    category: 'marketing',
    extraHosts: ['https://*.paypal.com', 'https://*.paypalobjects.com'],
  },
  reviews: {
    idVariable: 'NEXT_PUBLIC_REVIEWS_WIDGET_ID',
    scriptVariable: 'REVIEWS_SCRIPT_URL',
    defaultScript: 'https://widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js',
    category: 'marketing',
    extraHosts: ['https://widget.trustpilot.com'],
  },
};

function httpUrl(value: string | undefined): URL | undefined {
  try {
    const url = value ? new URL(value) : undefined;
    return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The vendors whose id is configured (read at run time, so tests can point a built site at local fakes through
 * the `*_SCRIPT_URL` variables); an unset id means that vendor is never loaded and its local fallback shows.
 */
export function configuredVendors(env: Env = process.env): Vendors {
  const vendors: Vendors = {};
  for (const name of vendorNames) {
    const definition = definitions[name];
    const id = env[definition.idVariable]?.trim();
    const script = httpUrl(env[definition.scriptVariable]?.trim() || definition.defaultScript);
    if (id && /^[\w.-]{1,80}$/.test(id) && script) {
      vendors[name] = { id, scriptUrl: script.href, category: definition.category };
    }
  }
  return vendors;
}

/** The origins the CSP must allow for the configured vendors, and nothing for the ones not configured. */
export function vendorHosts(env: Env = process.env): string[] {
  const vendors = configuredVendors(env);
  const hosts = vendorNames.flatMap((name) => {
    const vendor = vendors[name];
    if (!vendor) return [];
    const definition = definitions[name];
    const origin = new URL(vendor.scriptUrl).origin;
    return origin === new URL(definition.defaultScript).origin ? [origin, ...definition.extraHosts] : [origin];
  });
  return [...new Set(hosts)];
}
