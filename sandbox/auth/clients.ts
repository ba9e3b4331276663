import type { Store } from '../db/store';
import type { ApplicationKind } from './principal';

export interface Client {
  client_id: string;
  client_secret: string | null;
  kind: ApplicationKind;
  application_id: string;
}

export async function findClient(store: Store, clientId: string): Promise<Client | undefined> {
  const { rows } = await store.db.query<Client>('select * from clients where client_id = $1', [clientId]);
  return rows[0];
}

export async function addClient(store: Store, client: Client): Promise<void> {
  await store.db.query('insert into clients (client_id, client_secret, kind, application_id) values ($1, $2, $3, $4)', [
    client.client_id,
    client.client_secret,
    client.kind,
    client.application_id,
  ]);
}
