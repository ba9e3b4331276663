import 'server-only';
import { CommerceLayer, type CommerceLayerBundle } from '@commercelayer/sdk/bundle';
import { apiBaseUrl, readCommerceConfig, type CommerceConfig } from './config';
import { CommerceApiError, CommerceError, toCommerceError } from './errors';
import { measuredFetch } from './measured-fetch';
import { sandboxFetch } from './sandbox-fetch';
import { sharedTokens } from './shared-tokens';
import { requestToken } from './token';
import { createTokenCache } from './token-cache';

export type CommerceClient = CommerceLayerBundle;

/** Request time-out and paging defaults of commerce-api §9. */
export const requestTimeoutMs = 15_000;
export const defaultPage = { number: 1, size: 10 } as const;

type ClientSettings = { organization?: string; accessToken?: string; domain?: string };

/** The two settings the client cannot work without (commerce-api §5). */
export function assertClientSettings(settings: ClientSettings): asserts settings is Required<ClientSettings> {
  for (const parameter of ['organization', 'accessToken'] as const) {
    if (!settings[parameter]) throw new CommerceError('client', `Undefined '${parameter}' parameter`);
  }
}

export function createCommerceClient(config: CommerceConfig, accessToken: string | undefined): CommerceClient {
  const settings = { organization: config.organization, domain: config.domain, accessToken };
  assertClientSettings(settings);
  const origin = apiBaseUrl(config).replace(/\/api$/, '');
  return CommerceLayer({
    ...settings,
    timeout: requestTimeoutMs,
    fetch: measuredFetch(config.sandboxOrigin ? sandboxFetch(origin, config.sandboxOrigin) : undefined),
  });
}

let cachedConfig: CommerceConfig | undefined;
export function commerceConfig(): CommerceConfig {
  cachedConfig ??= readCommerceConfig();
  return cachedConfig;
}

const marketTokens = createTokenCache(
  (marketCode) => {
    const config = commerceConfig();
    return requestToken(config.authUrl, 'client_credentials', {
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      scope: `market:code:${marketCode}`,
    });
  },
  undefined,
  undefined,
  sharedTokens('market', () => `${commerceConfig().authUrl} ${commerceConfig().clientId}`),
);

/** Tests: the next call reads the configuration again and asks for new market tokens. */
export function resetCommerceClient(): void {
  cachedConfig = undefined;
  marketTokens.clear();
}

/**
 * A market-scoped sales-channel token; stays on the server.
 * @public the integration tests read it through a module map knip cannot follow.
 */
export async function marketToken(marketCode: string): Promise<string> {
  return (await marketTokens.get(marketCode)).accessToken;
}

/** Runs `work` with a client scoped to the market, mapping every failure onto a CommerceError. */
export async function withMarketClient<T>(
  marketCode: string,
  work: (client: CommerceClient) => Promise<T>,
): Promise<T> {
  try {
    const client = createCommerceClient(commerceConfig(), await marketToken(marketCode));
    return await work(client);
  } catch (error) {
    const mapped = toCommerceError(error);
    if (mapped instanceof CommerceApiError && mapped.status === 401) marketTokens.invalidate(marketCode);
    throw mapped;
  }
}

/** Count helper (commerce-api §7): one record per page, read `record_count`. */
export async function countRecords(
  list: (params: { pageNumber: 1; pageSize: 1 }) => Promise<{ meta: { recordCount: number } }>,
): Promise<number> {
  return (await list({ pageNumber: 1, pageSize: 1 })).meta.recordCount;
}
