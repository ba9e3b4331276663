import { createHmac, randomInt } from 'node:crypto';
import { INTEGRATION_TTL, ISSUER, ORGANIZATION_SLUG, SALES_CHANNEL_TTL } from '../config';
import type { Store } from '../db/store';
import { ApiError } from '../http/errors';
import { findClient, type Client } from './clients';
import { signJwt } from './jwt';
import { checkPassword } from './passwords';
import { marketsOfScope } from './scope';

type Body = Record<string, unknown>;

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
const unauthorized = (code: string, detail: string) => new ApiError(401, 'Unauthorized', detail, undefined, code);

function refreshTokenFor(secret: string, clientId: string, customerId: string): string {
  const body = Buffer.from(JSON.stringify({ c: clientId, o: customerId })).toString('base64url');
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

function customerOfRefresh(secret: string, token: string, clientId: string): string | undefined {
  const [body, sig] = token.split('.');
  if (!body || sig !== createHmac('sha256', secret).update(body).digest('base64url')) return undefined;
  const data = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { c: string; o: string };
  return data.c === clientId ? data.o : undefined;
}

async function authenticateClient(store: Store, body: Body): Promise<Client> {
  const clientId = str(body.client_id);
  if (!clientId) throw new ApiError(400, 'Invalid request', 'client_id is missing', undefined, 'INVALID_REQUEST');
  const client = await findClient(store, clientId);
  if (!client) throw unauthorized('INVALID_CLIENT', 'Client authentication failed: unknown client');
  if (client.kind === 'integration' && str(body.client_secret) !== client.client_secret)
    throw unauthorized('INVALID_CLIENT', 'Client authentication failed: wrong client secret');
  return client;
}

async function ownerOf(store: Store, body: Body, client: Client, secret: string): Promise<string | undefined> {
  const grant = str(body.grant_type);
  if (grant === 'client_credentials') return undefined;
  if (client.kind !== 'sales_channel')
    throw unauthorized('UNAUTHORIZED_CLIENT', `${grant} needs a sales channel client`);
  if (grant === 'password') {
    const customerId = await checkPassword(store, str(body.username) ?? '', str(body.password) ?? '');
    if (!customerId) throw unauthorized('INVALID_GRANT', 'The provided email or password is invalid');
    return customerId;
  }
  if (grant === 'refresh_token') {
    const customerId = customerOfRefresh(secret, str(body.refresh_token) ?? '', client.client_id);
    if (!customerId || !(await store.find(customerId)))
      throw unauthorized('INVALID_GRANT', 'The refresh token is invalid');
    return customerId;
  }
  throw new ApiError(
    400,
    'Unsupported grant type',
    `grant_type ${grant ?? '(missing)'} is not supported`,
    undefined,
    'UNSUPPORTED_GRANT_TYPE',
  );
}

export async function issueToken(store: Store, body: Body): Promise<Record<string, unknown>> {
  const secret = (await store.setting('jwt_secret')) as string;
  const client = await authenticateClient(store, body);
  const customerId = await ownerOf(store, body, client, secret);
  const scope = str(body.scope) ?? '';
  const marketIds = await marketsOfScope(store, scope);
  const markets = (await Promise.all(marketIds.map((id) => store.find(id)))).filter((m) => m !== undefined);
  const stockLocationIds = (await store.all('stock_locations')).map((s) => s.id);
  const now = Math.floor(Date.now() / 1000);
  // SANDBOX_TOKEN_TTL shortens every token, so tests can watch one expire.
  const ttl =
    Number(process.env.SANDBOX_TOKEN_TTL) || (client.kind === 'integration' ? INTEGRATION_TTL : SALES_CHANNEL_TTL);
  const payload: Record<string, unknown> = {
    organization: {
      id: await store.setting('organization_id'),
      slug: ORGANIZATION_SLUG,
      enterprise: false,
      region: 'eu-west-1',
    },
    application: {
      id: client.application_id,
      client_id: client.client_id,
      kind: client.kind,
      public: client.kind === 'sales_channel',
    },
    market: {
      id: markets.map((m) => m.id),
      stock_location_ids: stockLocationIds,
      geocoder_id: null,
      allows_external_prices: false,
    },
    scope,
    exp: now + ttl,
    test: true,
    rand: randomInt(1e9),
    iat: now,
    iss: ISSUER,
  };
  if (customerId) payload.owner = { id: customerId, type: 'Customer' };
  const answer: Record<string, unknown> = {
    access_token: signJwt(payload, secret),
    token_type: 'bearer',
    expires_in: ttl,
    scope,
    created_at: now,
  };
  if (customerId)
    Object.assign(answer, {
      owner_id: customerId,
      owner_type: 'customer',
      refresh_token: refreshTokenFor(secret, client.client_id, customerId),
    });
  return answer;
}
