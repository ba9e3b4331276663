import 'server-only';
import { commerceConfig, marketToken } from './client';

/** `{checkout base}/{orderId}?accessToken={market token}`: the order handed to the checkout host. */
export async function checkoutUrl(orderId: string, market: string): Promise<string> {
  const url = new URL(`${commerceConfig().checkoutUrl}/${encodeURIComponent(orderId)}`);
  url.searchParams.set('accessToken', await marketToken(market));
  return url.toString();
}
