import 'server-only';
import { withMarketClient } from '@/lib/commerce/sdk';
import { marketFor } from '@/lib/markets/regions';
import { getContentClient } from '@/lib/content/instance';
import { instanceId } from './instance';
import { cacheState, databaseCheck, mailCheck, type CacheState, type DependencyState } from './probes';

type Dependencies = Record<'content' | 'commerce' | 'database' | 'mail', DependencyState> & { cache: CacheState };
export type HealthReport = { status: 'ok' | 'degraded'; instance: string; dependencies: Dependencies };

const checkTimeoutMs = 3_000;
// Concurrent health requests share one round of probes, so a burst costs each dependency one call.
let inFlight: Promise<HealthReport> | undefined;

async function probe(check: () => Promise<unknown>): Promise<DependencyState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('health check timed out')), checkTimeoutMs);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

async function contentCheck(): Promise<void> {
  const content = await getContentClient();
  if (!content) throw new Error('content client unavailable');
  await content.client.getRepository();
}

/** One cheap platform call through the same client, token and market the pages use. */
function commerceCheck(): Promise<unknown> {
  return withMarketClient(marketFor('eu', 'consumer').code, (client) => client.skus.list({ pageSize: 1 }));
}

async function probeAll(): Promise<HealthReport> {
  const [content, commerce, database, mail, cache] = await Promise.all([
    probe(contentCheck),
    probe(commerceCheck),
    probe(databaseCheck),
    probe(mailCheck),
    cacheState(),
  ]);
  const dependencies = { content, commerce, database, mail, cache };
  const down = Object.values(dependencies).includes('down');
  return { status: down ? 'degraded' : 'ok', instance: instanceId(), dependencies };
}

/** Each dependency a page needs, probed in parallel with a short time-out, and the instance that answered. */
export function healthReport(): Promise<HealthReport> {
  inFlight ??= probeAll().finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}
