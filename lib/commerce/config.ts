import 'server-only';

/** Where the storefront reaches the commerce platform: the hosted organization or the local sandbox. */
export type CommerceConfig = {
  organization: string;
  domain: string;
  clientId: string;
  clientSecret?: string;
  authUrl: string;
  checkoutUrl: string;
  /** Set when no hosted organization is configured: API calls are rewritten to this origin. */
  sandboxOrigin?: string;
};

type Env = Record<string, string | undefined>;

const sandboxOrganization = 'viridea';
const sandboxClientId = 'viridea-storefront';
const sandboxIntegration = { clientId: 'viridea-integration', clientSecret: 'viridea-integration-secret' };

export const missingIntegrationMessage =
  'COMMERCE_INTEGRATION_CLIENT_ID and COMMERCE_INTEGRATION_CLIENT_SECRET are not set. With a hosted commerce ' +
  'organization the referral programme needs an integration client of your own; refusing to use a published one.';
const defaultDomain = 'commercelayer.io';

function clean(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export function readCommerceConfig(env: Env = process.env): CommerceConfig {
  const organization = clean(env.COMMERCE_ORGANIZATION);
  const domain = clean(env.COMMERCE_DOMAIN) ?? defaultDomain;
  const clientSecret = clean(env.COMMERCE_CLIENT_SECRET);
  if (organization) {
    const clientId = clean(env.COMMERCE_CLIENT_ID);
    if (!clientId) throw new Error("Undefined 'clientId' parameter");
    const checkoutUrl = clean(env.COMMERCE_CHECKOUT_URL) ?? `https://${organization}.commercelayer.app/checkout`;
    return {
      organization,
      domain,
      clientId,
      clientSecret,
      authUrl: withoutTrailingSlash(clean(env.COMMERCE_AUTH_URL) ?? `https://auth.${domain}`),
      checkoutUrl: withoutTrailingSlash(checkoutUrl),
    };
  }
  const sandboxOrigin = `http://127.0.0.1:${clean(env.SANDBOX_PORT) ?? '4100'}`;
  return {
    organization: sandboxOrganization,
    domain,
    clientId: clean(env.COMMERCE_CLIENT_ID) ?? sandboxClientId,
    clientSecret,
    authUrl: withoutTrailingSlash(clean(env.COMMERCE_AUTH_URL) ?? sandboxOrigin),
    checkoutUrl: withoutTrailingSlash(clean(env.COMMERCE_CHECKOUT_URL) ?? `${sandboxOrigin}/checkout`),
    sandboxOrigin,
  };
}

/** The API's base URL, `https://{organization}.{domain}/api` (commerce-api §7). */
export function apiBaseUrl(config: Pick<CommerceConfig, 'organization' | 'domain'>): string {
  return `https://${config.organization.toLowerCase()}.${config.domain}/api`;
}

/**
 * The integration (server-to-server) client: the environment's, or the sandbox's seeded one when no hosted
 * organization is configured. A hosted organization never falls back to the published sandbox secret.
 */
export function readIntegrationCredentials(env: Env = process.env): { clientId: string; clientSecret: string } {
  const clientId = clean(env.COMMERCE_INTEGRATION_CLIENT_ID);
  const clientSecret = clean(env.COMMERCE_INTEGRATION_CLIENT_SECRET);
  if (clientId && clientSecret) return { clientId, clientSecret };
  if (clean(env.COMMERCE_ORGANIZATION)) throw new Error(missingIntegrationMessage);
  return sandboxIntegration;
}
