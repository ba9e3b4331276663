/* eslint-disable @typescript-eslint/no-explicit-any -- tests index JSON answers freely in assertions */
import { CommerceLayer, type CommerceLayerBundle } from '@commercelayer/sdk/bundle';
import { inject } from 'vitest';

const ORIGIN = 'https://viridea.commercelayer.io';
export const SALES_CHANNEL = 'viridea-storefront';
export const INTEGRATION = { client_id: 'viridea-integration', client_secret: 'viridea-integration-secret' };
export const CUSTOMER = { username: 'customer@viridea.test', password: 'viridea-password' };

let own: string | undefined;

/** The run's sandbox, or the one this file started for itself (see ./own-sandbox). */
export const baseUrl = (): string => own ?? inject('sandboxUrl');

export function setBaseUrl(url: string | undefined): void {
  own = url;
}

export async function requestToken(
  body: Record<string, unknown>,
  url = baseUrl(),
): Promise<{ status: number; body: Record<string, any> }> {
  const res = await fetch(`${url}/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

export async function token(body: Record<string, unknown>, url = baseUrl()): Promise<string> {
  const { status, body: answer } = await requestToken(body, url);
  if (status !== 200) throw new Error(`token ${status}: ${JSON.stringify(answer)}`);
  return answer.access_token as string;
}

export const marketToken = (code: string) =>
  token({ grant_type: 'client_credentials', client_id: SALES_CHANNEL, scope: `market:code:${code}` });
export const integrationToken = () => token({ grant_type: 'client_credentials', ...INTEGRATION });
export const customerToken = (code: string) =>
  token({ grant_type: 'password', client_id: SALES_CHANNEL, ...CUSTOMER, scope: `market:code:${code}` });

/** The real SDK, its https base URL rewritten to the local sandbox. */
export function sdk(accessToken: string, url = baseUrl()): CommerceLayerBundle {
  const fetcher: typeof fetch = (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return fetch(href.replace(ORIGIN, url), init);
  };
  return CommerceLayer({ organization: 'viridea', accessToken, fetch: fetcher });
}

export interface RawAnswer {
  status: number;
  body: any;
}

/** Raw JSON:API call for cases the SDK cannot express. */
export async function api(
  method: string,
  path: string,
  accessToken?: string,
  body?: unknown,
  url = baseUrl(),
): Promise<RawAnswer> {
  const headers: Record<string, string> = {
    Accept: 'application/vnd.api+json',
    'Content-Type': 'application/vnd.api+json',
  };
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  const res = await fetch(`${url}/api/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}
