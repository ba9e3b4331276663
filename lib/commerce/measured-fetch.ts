import { recordCommerceCall } from '@/lib/telemetry/metrics';

const name = /^[a-z_]+$/;

/**
 * A platform call's operation for the metrics: method, resource and relationship, never an id (an order id is a key
 * to its owner's data): `GET /api/orders/{id}/line_items`, `POST /oauth/token`.
 */
export function commerceOperation(method: string, url: string): string {
  const [root, resource, id, relationship, ...rest] = new URL(url).pathname.split('/').filter(Boolean);
  if (root === 'oauth') return `${method} /oauth/${resource === 'token' ? 'token' : '{other}'}`;
  if (root !== 'api' || !resource) return `${method} {other}`;
  const parts = ['/api', name.test(resource) ? resource : '{other}'];
  if (id) parts.push('{id}');
  if (relationship) parts.push(name.test(relationship) && !rest.length ? relationship : '{other}');
  return `${method} ${parts.join('/')}`;
}

/** `send` (by default the global fetch) timing each platform call to its answer's head, by operation and status. */
export function measuredFetch(send: typeof fetch = (input, init) => fetch(input, init)): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const operation = commerceOperation(method, url);
    const started = performance.now();
    try {
      const response = await send(input, init);
      recordCommerceCall(operation, response.status, (performance.now() - started) / 1000);
      return response;
    } catch (error) {
      recordCommerceCall(operation, 'error', (performance.now() - started) / 1000);
      throw error;
    }
  };
}
