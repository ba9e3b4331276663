import { CommerceApiError, CommerceError, type ApiErrorItem } from './errors';
import { measuredFetch } from './measured-fetch';

export type TokenOptions = {
  clientId: string;
  clientSecret?: string;
  scope?: string;
  [option: string]: string | undefined;
};

export type AccessToken = {
  accessToken: string;
  tokenType: string;
  scope?: string;
  expires: Date;
};

type TokenResponse = {
  access_token?: string;
  token_type?: string;
  scope?: string;
  expires_in?: number;
  errors?: ApiErrorItem[];
};

function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** `{ clientId, scope }` → `{ client_id, scope }`, dropping unset options. */
export function snakeCaseOptions(options: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(options)
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([key, value]) => [snakeCase(key), value]),
  );
}

/** `POST {authUrl}/oauth/token` (spec §7.3): grant type plus the options in snake case. */
export async function requestToken(
  authUrl: string,
  grantType: string,
  options: TokenOptions,
  fetchImpl: typeof fetch = measuredFetch(),
  now: () => number = Date.now,
): Promise<AccessToken> {
  let response: Response;
  try {
    response = await fetchImpl(`${authUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ grant_type: grantType, ...snakeCaseOptions(options) }),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    throw new CommerceError('request', error instanceof Error ? error.message : String(error), error);
  }
  let body: TokenResponse;
  try {
    body = (await response.json()) as TokenResponse;
  } catch (error) {
    throw new CommerceError('parse', 'Error parsing token response body', error);
  }
  if (!response.ok || body.errors?.length || !body.access_token) {
    throw new CommerceApiError(response.status, response.statusText, body.errors ?? []);
  }
  return {
    accessToken: body.access_token,
    tokenType: body.token_type ?? 'bearer',
    scope: body.scope,
    expires: new Date(now() + (body.expires_in ?? 0) * 1000),
  };
}
