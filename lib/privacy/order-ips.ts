import 'server-only';
import { integrationClient } from '@/lib/commerce/integration-client';
import type { CommerceClient } from '@/lib/commerce/sdk';

const pageSize = 25;
const maxPages = 40;

/**
 * Drops the buyer's IP from the metadata of platform orders untouched for `ipDays` (so at least that long since the
 * checkout wrote it). The platform cannot filter on a metadata key, so each run reads the orders last changed in the
 * `ipDays` before that: an order stripped now changes now and leaves the band. Counts the orders changed.
 */
export async function stripOldOrderIps(
  ipDays: number,
  now = new Date(),
  client: () => Promise<CommerceClient> = integrationClient,
): Promise<number> {
  const api = await client();
  const before = new Date(now.getTime() - ipDays * 86_400_000);
  const since = new Date(before.getTime() - ipDays * 86_400_000);
  const filters = { updated_at_lt: before.toISOString(), updated_at_gteq: since.toISOString() };
  const withIp: { id: string; metadata: Record<string, unknown> }[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const batch = await api.orders.list({ filters, fields: ['id', 'metadata'], pageSize, pageNumber: page });
    for (const { id, metadata } of batch) if (metadata && 'ip' in metadata) withIp.push({ id, metadata });
    if (batch.length < pageSize || batch.pageCount <= page) break;
  }
  for (const { id, metadata } of withIp)
    await api.orders.update({
      id,
      metadata: Object.fromEntries(Object.entries(metadata).filter(([key]) => key !== 'ip')),
    });
  return withIp.length;
}
