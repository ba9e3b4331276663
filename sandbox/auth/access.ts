import type { Store } from '../db/store';
import { ApiError } from '../http/errors';
import { verifyJwt } from './jwt';
import type { Principal } from './principal';

const invalid = (detail: string) => new ApiError(401, 'Invalid token', detail, undefined, 'INVALID_TOKEN');

/** Principal of a bearer Authorization header; 401 when missing, forged or expired. */
export async function authenticate(store: Store, header: string | undefined): Promise<Principal> {
  const token = /^Bearer\s+(.+)$/i.exec(header ?? '')?.[1];
  if (!token) throw invalid('The access token is missing');
  const payload = verifyJwt(token, (await store.setting('jwt_secret')) as string);
  if (!payload) throw invalid('The access token you provided is invalid');
  if (typeof payload.exp !== 'number' || payload.exp * 1000 < Date.now())
    throw invalid('The access token you provided has expired');
  const app = payload.application as { id: string; client_id: string; kind: Principal['kind'] };
  const market = payload.market as { id: string[] };
  const owner = payload.owner as { id: string } | undefined;
  return {
    kind: app.kind,
    clientId: app.client_id,
    applicationId: app.id,
    marketIds: market?.id ?? [],
    customerId: owner?.id,
    scope: String(payload.scope ?? ''),
  };
}
