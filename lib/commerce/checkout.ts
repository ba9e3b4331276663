import 'server-only';
import { commerceConfig } from './sdk';
import type { CommerceConfig } from './config';
import { CommerceError } from './errors';
import { requestToken } from './token';

/**
 * The sales-channel client whose guest tokens the checkout receives. Never the server's integration client: a
 * token minted with a client secret may list and change every order.
 */
function checkoutClientId(config: CommerceConfig, env: Record<string, string | undefined> = process.env): string {
  const configured = env.COMMERCE_CHECKOUT_CLIENT_ID?.trim();
  if (configured) return configured;
  if (config.clientSecret) {
    throw new CommerceError('client', 'Set COMMERCE_CHECKOUT_CLIENT_ID (a sales-channel client) for the checkout');
  }
  return config.clientId;
}

/**
 * `{checkout base}/{orderId}?accessToken=…`: the order handed to the checkout host with a guest token minted for
 * this hand-off alone (sales channel, one market, no secret; ADR 0008), never the server's shared token.
 */
export async function checkoutUrl(orderId: string, market: string): Promise<string> {
  const config = commerceConfig();
  const token = await requestToken(config.authUrl, 'client_credentials', {
    clientId: checkoutClientId(config),
    scope: `market:code:${market}`,
  });
  const url = new URL(`${config.checkoutUrl}/${encodeURIComponent(orderId)}`);
  url.searchParams.set('accessToken', token.accessToken);
  return url.toString();
}
