import { createHmac, randomBytes } from 'node:crypto';
import { resourceType } from '../catalogue/types';
import { ref, type Rec, type Store } from '../db/store';
import { runInBackground } from '../engine/background';
import type { Ctx } from '../engine/context';
import { hooksOf, registerHooks } from '../engine/hooks';
import { invalid } from '../http/errors';
import { parseInclude } from '../jsonapi/query';
import { serialize } from '../jsonapi/serialize';
import { logger } from '../log';

// As documented by the platform: 5 s to answer 2xx, up to 10 retries, the circuit opens after 30 consecutive
// failures. The platform does not publish its retry intervals; the sandbox doubles from SANDBOX_WEBHOOK_RETRY_MS.
const TIMEOUT_MS = 5000;
const MAX_RETRIES = 10;
const CIRCUIT_THRESHOLD = 30;
const retryBaseMs = () => Number(process.env.SANDBOX_WEBHOOK_RETRY_MS) || 1000;

/** Resources whose changes fire `{type}.update`, as on the platform: what a buy box shows (stock, price, the SKU). */
export const UPDATE_TOPICS: ReadonlySet<string> = new Set(['stock_items', 'prices', 'skus']);

const EXTRA_EVENTS: Record<string, string[]> = {
  orders: ['pay'],
  customer_password_resets: ['reset_password'],
  in_stock_subscriptions: ['notify'],
  ...Object.fromEntries([...UPDATE_TOPICS].map((type) => [type, ['update']])),
};

/** `{resource}.{event}`: create, destroy, one of the resource's actions, or an update of a stock item, price or SKU. */
function isTopic(topic: string): boolean {
  const [type, event, extra] = topic.split('.');
  if (extra !== undefined || !type || !event || !resourceType(type)) return false;
  const actions = Object.keys(hooksOf(type).actions ?? {}).map((flag) => flag.slice(1));
  return ['create', 'destroy', ...actions, ...(EXTRA_EVENTS[type] ?? [])].includes(event);
}

function signature(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64');
}

export async function subscribers(store: Store, topic: string): Promise<Rec[]> {
  return (await store.all('webhooks')).filter(
    (w) => w.attributes.topic === topic && !w.attributes.disabled_at && w.attributes.circuit_state !== 'open',
  );
}

interface Delivery {
  webhookId: string;
  eventId: string;
  callbackId: string;
  url: string;
  secret: string;
  topic: string;
  body: string;
  attempt: number;
}

async function post(d: Delivery): Promise<{ code: number | null; message: string }> {
  try {
    const res = await fetch(d.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-CommerceLayer-Signature': signature(d.body, d.secret),
        'X-CommerceLayer-Topic': d.topic,
      },
      body: d.body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return { code: res.status, message: (await res.text()).slice(0, 500) };
  } catch (error) {
    return { code: null, message: (error as Error).message };
  }
}

/** One attempt: record its outcome on the callback and the webhook's circuit, then schedule a retry if it failed. */
async function deliver(d: Delivery): Promise<void> {
  const { code, message } = await post(d);
  const ok = code !== null && code >= 200 && code < 300;
  const retry = await runInBackground(async (store) => {
    const hook = await store.find(d.webhookId);
    const callback = await store.find(d.callbackId);
    if (callback) {
      Object.assign(callback.attributes, {
        response_code: code === null ? null : String(code),
        response_message: message,
      });
      await store.save(callback);
    }
    if (!hook) return undefined;
    const failures = ok ? 0 : Number(hook.attributes.circuit_failure_count ?? 0) + 1;
    Object.assign(hook.attributes, {
      circuit_failure_count: failures,
      circuit_state: failures >= CIRCUIT_THRESHOLD ? 'open' : 'closed',
    });
    await store.save(hook);
    if (ok || d.attempt >= MAX_RETRIES || hook.attributes.circuit_state === 'open' || hook.attributes.disabled_at)
      return undefined;
    const next = await newCallback(store, hook, d.eventId, d.topic, d.body);
    return { ...d, callbackId: next.id, attempt: d.attempt + 1 };
  });
  if (retry) schedule(retry, retryBaseMs() * 2 ** d.attempt);
}

function schedule(d: Delivery, delayMs: number): void {
  const run = () =>
    deliver(d).catch((error: unknown) => logger.error({ err: error }, `webhook ${d.url} delivery failed`));
  setTimeout(run, delayMs).unref();
}

async function newCallback(store: Store, hook: Rec, eventId: string, topic: string, body: string): Promise<Rec> {
  return store.insert(
    'event_callbacks',
    { callback_url: hook.attributes.callback_url, payload: JSON.parse(body), topic, response_code: null },
    { webhook: ref(hook), event: { type: 'events', id: eventId } },
  );
}

/** Queues a signed POST to each subscribed webhook; the first attempt goes out once the transaction commits. */
export async function fireWebhooks(ctx: Ctx, hooks: Rec[], topic: string, rec: Rec, event: Rec): Promise<void> {
  for (const hook of hooks) {
    const include = parseInclude(((hook.attributes.include_resources as string[] | undefined) ?? []).join(','));
    const { data, included } = await serialize(
      { ...ctx, principal: { ...ctx.principal, kind: 'integration', marketIds: [], customerId: undefined } },
      [rec],
      include,
      new Map(),
    );
    const body = JSON.stringify({ data: data[0], ...(included.length ? { included } : {}) });
    const callback = await newCallback(ctx.store, hook, event.id, topic, body);
    const delivery: Delivery = {
      webhookId: hook.id,
      eventId: event.id,
      callbackId: callback.id,
      url: String(hook.attributes.callback_url),
      secret: String(hook.attributes.shared_secret),
      topic,
      body,
      attempt: 0,
    };
    ctx.store.afterCommit(() => schedule(delivery, 0));
  }
}

registerHooks('webhooks', {
  readOnlyAttributes: ['circuit_state', 'circuit_failure_count'],
  async beforeCreate(_ctx, input) {
    const topic = String(input.attributes.topic ?? '');
    if (topic && !isTopic(topic)) throw invalid('topic', 'is not a supported {resource}.{event} topic');
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
  actions: {
    async _reset_circuit(ctx, hook) {
      Object.assign(hook.attributes, { circuit_state: 'closed', circuit_failure_count: 0 });
      await ctx.store.save(hook);
    },
  },
});
