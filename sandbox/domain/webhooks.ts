import { createHmac, randomBytes } from 'node:crypto';
import { ref, type Rec } from '../db/store';
import type { Ctx } from '../engine/context';
import { registerHooks } from '../engine/hooks';
import { invalid } from '../http/errors';
import { parseInclude } from '../jsonapi/query';
import { serialize } from '../jsonapi/serialize';

const TOPICS = ['orders.place', 'orders.approve', 'orders.cancel', 'shipments.ship', 'shipments.deliver'];

function signature(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64');
}

/** Queues a signed POST to every enabled webhook of the topic; delivery happens after commit. */
export async function fireWebhooks(ctx: Ctx, topic: string, rec: Rec): Promise<void> {
  const hooks = (await ctx.store.all('webhooks')).filter(
    (w) => w.attributes.topic === topic && !w.attributes.disabled_at,
  );
  for (const hook of hooks) {
    const include = parseInclude(((hook.attributes.include_resources as string[] | undefined) ?? []).join(','));
    const { data, included } = await serialize(
      { ...ctx, principal: { ...ctx.principal, kind: 'integration', marketIds: [], customerId: undefined } },
      [rec],
      include,
      new Map(),
    );
    const body = JSON.stringify({ data: data[0], ...(included.length ? { included } : {}) });
    const url = String(hook.attributes.callback_url);
    const secret = String(hook.attributes.shared_secret);
    await ctx.store.insert(
      'event_callbacks',
      { callback_url: url, payload: JSON.parse(body), topic },
      { webhook: ref(hook) },
    );
    ctx.store.afterCommit(async () => {
      await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-CommerceLayer-Signature': signature(body, secret),
          'X-CommerceLayer-Topic': topic,
        },
        body,
        signal: AbortSignal.timeout(5000),
      }).catch((e) => console.error(`[sandbox] webhook ${url} failed: ${(e as Error).message}`));
    });
  }
}

registerHooks('webhooks', {
  async beforeCreate(_ctx, input) {
    const topic = String(input.attributes.topic ?? '');
    if (topic && !TOPICS.includes(topic)) throw invalid('topic', `must be one of ${TOPICS.join(', ')}`);
    try {
      new URL(String(input.attributes.callback_url));
    } catch {
      throw invalid('callback_url', 'is not a valid URL');
    }
    Object.assign(input.attributes, {
      shared_secret: input.attributes.shared_secret ?? randomBytes(16).toString('hex'),
      include_resources: input.attributes.include_resources ?? [],
      circuit_state: 'closed',
      circuit_failure_count: 0,
      disabled_at: null,
    });
  },
});
