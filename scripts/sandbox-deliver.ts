// Ships and delivers an order in the local sandbox, as the warehouse would: npm run sandbox:deliver -- <number or id>
// The sandbox then sends `shipments.deliver` to the site, which dates the referral's approval 14 days on.
// Sandbox only (SANDBOX_PORT, default 4100); a hosted organization delivers through its own fulfilment.
import { parseArgs } from 'node:util';

const sandbox = `http://127.0.0.1:${process.env.SANDBOX_PORT?.trim() || '4100'}`;
const jsonApi = { Accept: 'application/vnd.api+json', 'Content-Type': 'application/vnd.api+json' };

function fail(message: string): never {
  console.error(`sandbox:deliver: ${message}`);
  process.exit(2);
}

const number = parseArgs({ allowPositionals: true }).positionals[0]?.trim();
if (!number || process.env.COMMERCE_ORGANIZATION?.trim()) {
  fail('usage: npm run sandbox:deliver -- <order number or id> (local sandbox only)');
}

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(`${sandbox}${path}`, init).catch(() =>
    fail(`no sandbox at ${sandbox}: npm start first`),
  );
  const body = await response.json();
  if (!response.ok) fail(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body.errors ?? body)}`);
  return body;
}

const grant = await call('/oauth/token', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({
    grant_type: 'client_credentials',
    client_id: process.env.COMMERCE_INTEGRATION_CLIENT_ID?.trim() || 'viridea-integration',
    client_secret: process.env.COMMERCE_INTEGRATION_CLIENT_SECRET?.trim() || 'viridea-integration-secret',
  }),
});
const headers = { ...jsonApi, Authorization: `Bearer ${grant.access_token}` };
const filter = /^\d+$/.test(number) ? 'number_eq' : 'id_eq';
const found = await call(`/api/orders?filter[q][${filter}]=${encodeURIComponent(number)}&include=shipments`, {
  headers,
});
const order = found.data[0];
if (!order) fail(`no order ${number}`);
const shipments: { id: string }[] = order.relationships?.shipments?.data ?? [];
if (shipments.length === 0) fail(`order ${number} has no shipment (is it placed?)`);
for (const { id } of shipments) {
  let deliveredAt = '';
  for (const action of ['_ship', '_deliver']) {
    const shipment = await call(`/api/shipments/${id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ data: { type: 'shipments', id, attributes: { [action]: true } } }),
    });
    deliveredAt = shipment.data.attributes.delivered_at ?? deliveredAt;
  }
  console.log(`sandbox:deliver: order ${number}, shipment ${id} delivered at ${deliveredAt}`);
}
