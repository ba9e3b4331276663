import 'server-only';
import { commerceConfig, createCommerceClient, type CommerceClient } from './sdk';
import { readIntegrationCredentials } from './config';
import { sharedTokens } from './shared-tokens';
import { requestToken } from './token';
import { createTokenCache } from './token-cache';

const integrationTokens = createTokenCache(
  () => requestToken(commerceConfig().authUrl, 'client_credentials', readIntegrationCredentials()),
  undefined,
  undefined,
  sharedTokens('integration', () => `${commerceConfig().authUrl} ${readIntegrationCredentials().clientId}`),
);

/** Tests: the next client asks for a new integration token. */
export function resetIntegrationClient(): void {
  integrationTokens.clear();
}

/** A client with the integration's rights, for what a sales channel may not do (list orders, delete a draft). */
export async function integrationClient(): Promise<CommerceClient> {
  return createCommerceClient(commerceConfig(), (await integrationTokens.get('integration')).accessToken);
}
