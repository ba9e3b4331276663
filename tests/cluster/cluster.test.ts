import { createHmac } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVisitor, formFields } from '@/scripts/cluster/client.mjs';
import { killRun } from '@/scripts/cluster/kill-run.mjs';
import { contentCopyOf } from './content-copy';
import { cluster, port, redisUrl, webhookSecret } from './shared';

// The step's one 2-instance cluster (tests/cluster/setup.ts), on the build in $NEXT_DIST_DIR (never rebuilt here).
let db: pg.Client;
let instances: { name: string; port: number; id: string; pid: number }[];
const direct = (index: number, path: string) => `http://127.0.0.1:${instances[index].port}${path}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(probe: () => Promise<T | undefined>, ms: number): Promise<T | undefined> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined || Date.now() > deadline) return value;
    await sleep(100);
  }
}

async function mailsTo(address: string): Promise<number> {
  const mails: { to: { address: string }[] }[] = await (await fetch(`${cluster.inbox}/api/email`)).json();
  return mails.filter((mail) => mail.to.some((to) => to.address === address)).length;
}

beforeAll(async () => {
  await cluster.ready;
  instances = cluster.instances();
  db = new pg.Client({ connectionString: readFileSync(`.data/cluster-${port}/postgres/url`, 'utf8').trim() });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await cluster.stop();
});

describe('npm run cluster (2 instances)', () => {
  it('answers from both instances through the load balancer, each named by an opaque id', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const health = await (await fetch(`${cluster.origin}/api/health`)).json();
      expect(health.dependencies).toMatchObject({ database: 'up', cache: 'up', mail: 'up' });
      seen.add(health.instance);
    }
    expect([...seen].sort()).toEqual(instances.map(({ id }) => id).sort());
  });

  it('continues a cart made on one instance on the other, through a server action rendered by the other', async () => {
    const visitor = createVisitor({ site: cluster.origin });
    const page = await visitor.get(direct(0, '/freshly'));
    const added = await visitor.post(direct(1, '/freshly'), formFields(page.text, 'data-testid="buy-box"'));
    expect(added.status).toBeLessThan(400);
    const cart = await visitor.get(direct(0, '/cart'));
    expect(cart.text).toContain('data-testid="cart-line"');
  });

  it('sends one mail per contact submission with two mail workers', async () => {
    const visitor = createVisitor({ site: cluster.origin });
    const email = `once-${Date.now()}@cluster.test`;
    const page = await visitor.get(direct(1, '/contact'));
    const sent = await visitor.post(direct(0, '/contact'), formFields(page.text, 'contact-form'), {
      firstName: 'Una',
      lastName: 'Volta',
      email,
      country: 'IT',
      message: 'One message, one receipt, two workers.',
      privacy: 'on',
      terms: 'on',
    });
    expect(sent.text).toContain('Thank you for contacting us!');
    expect(await until(async () => ((await mailsTo(email)) ? true : undefined), 10_000)).toBe(true);
    await sleep(2_500);
    expect(await mailsTo(email)).toBe(1);
  });

  it('expires every page on both instances for a webhook that names no documents', async () => {
    const redis = createClient({ url: redisUrl });
    await redis.connect();
    try {
      for (const index of [0, 1]) expect((await fetch(direct(index, '/technology'))).status).toBe(200);
      expect((await fetch(direct(1, '/technology'))).headers.get('x-nextjs-cache')).toBe('HIT');
      const webhook = await fetch(direct(0, '/api/revalidate'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'api-update', secret: webhookSecret }),
      });
      expect(webhook.status).toBe(200);
      const revalidatedAt = Date.now();
      // Next applies a route's revalidations as the response ends: the shared record follows within moments.
      const record = await until(async () => (await redis.hGet('storefront:tags', 'prismic')) ?? undefined, 15_000);
      expect(JSON.parse(record ?? '{}').expired).toBeGreaterThan(revalidatedAt - 5_000);
      console.log(`[cluster webhook] the shared tag record ${Date.now() - revalidatedAt} ms after the webhook`);
      // The other instance's first answer after the webhook is a new render, not its copy from before it.
      const after = await fetch(direct(1, '/technology'));
      expect(after.status).toBe(200);
      expect(after.headers.get('x-nextjs-cache')).not.toBe('HIT');
    } finally {
      await redis.quit();
    }
  });

  it('shows a changed document on both instances and re-renders no unrelated page', async () => {
    const file = path.join(contentCopyOf(port), 'documents/en-gb/page/technology.json');
    const original = readFileSync(file, 'utf8');
    const heading = 'Small devices, serious science';
    const revised = `Smaller devices, more science ${Date.now()}`;
    const unrelated = '/it/chi-siamo';
    const cached = async (index: number, page: string) => {
      const response = await fetch(direct(index, page));
      return {
        state: response.headers.get('x-nextjs-cache'),
        etag: response.headers.get('etag'),
        text: await response.text(),
      };
    };
    const revalidate = () =>
      fetch(direct(0, '/api/revalidate'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'api-update', secret: webhookSecret, documents: ['page-technology-en'] }),
      });
    for (const index of [0, 1]) for (const page of ['/technology', unrelated]) await cached(index, page);
    // Instance B renders the page itself once, so the document is in its own 'use cache' entries as well.
    expect((await revalidate()).status).toBe(200);
    const rendered = async () => ((await cached(1, '/technology')).state === 'HIT' ? undefined : true);
    expect(await until(rendered, 15_000)).toBe(true);
    const before = await Promise.all([0, 1].map((index) => cached(index, unrelated)));
    expect(before.map(({ state }) => state)).toEqual(['HIT', 'HIT']);
    expect((await cached(1, '/technology')).text).toContain(heading);
    writeFileSync(file, original.replace(heading, revised));
    try {
      const webhook = await revalidate();
      expect(await webhook.json()).toMatchObject({
        revalidated: true,
        tags: expect.arrayContaining(['prismic:doc:page-technology-en']),
      });
      const changedAt = Date.now();
      // The instance without the webhook asks first, so it renders from the file it reads again itself; the other
      // then finds that render in the shared cache. (Next records a route's revalidations as its response ends.)
      const elapsed = await until(async () => {
        for (const index of [1, 0]) if (!(await cached(index, '/technology')).text.includes(revised)) return undefined;
        return Date.now() - changedAt;
      }, 15_000);
      console.log(`[cluster webhook] both instances showed the change ${elapsed} ms after the webhook`);
      const after = await Promise.all([0, 1].map((index) => cached(index, unrelated)));
      expect(after.map(({ state }) => state)).toEqual(['HIT', 'HIT']);
      expect(after.map(({ etag }) => etag)).toEqual(before.map(({ etag }) => etag));
      expect(elapsed).toBeDefined();
    } finally {
      writeFileSync(file, original);
    }
  });

  it('expires the pages that show a product on both instances when its stock changes, and no other', async () => {
    // The spare parts page shows the filter's price through a cached offer read, which carries the SKU's tag.
    const [shows, unrelated] = ['/spare-parts', '/technology'];
    const state = async (index: number, page: string) =>
      (await fetch(direct(index, page))).headers.get('x-nextjs-cache');
    const hit = (page: string) => until(async () => ((await state(1, page)) === 'HIT' ? true : undefined), 15_000);
    for (const page of [shows, unrelated]) expect(await hit(page)).toBe(true);
    const body = JSON.stringify({
      data: { id: 'stock-1', type: 'stock_items', attributes: { sku_code: 'FRESHLY-FILTER', quantity: 0 } },
    });
    const webhook = await fetch(direct(0, '/api/webhooks/commerce'), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-commercelayer-topic': 'stock_items.update',
        'x-commercelayer-signature': createHmac('sha256', webhookSecret).update(body).digest('base64'),
      },
      body,
    });
    expect(webhook.status).toBe(204);
    const redis = createClient({ url: redisUrl });
    await redis.connect();
    try {
      // Next applies a route's revalidations as the response ends: the shared record follows within moments.
      const tag = 'commerce:sku:FRESHLY-FILTER';
      expect(await until(async () => (await redis.hGet('storefront:tags', tag)) ?? undefined, 15_000)).toBeDefined();
    } finally {
      await redis.quit();
    }
    expect(await state(1, shows)).not.toBe('HIT');
    expect(await state(1, unrelated)).toBe('HIT');
  });

  it('keeps no cached read for an address someone made up', async () => {
    const madeUp = (n: number) => [`/blog/made-up-${n}`, `/blog?page=${40 + n}`, `/de/faq/freshly/made-up-${n}/x`];
    const redis = createClient({ url: redisUrl });
    await redis.connect();
    try {
      const entries = async () => (await redis.keys('storefront:use-cache:*')).length;
      for (const page of madeUp(0)) expect((await fetch(direct(1, page))).status, page).toBe(404);
      // Cached reads are written as a response ends.
      await sleep(500);
      const before = await entries();
      for (let n = 1; n <= 5; n++) for (const page of madeUp(n)) await fetch(direct(n % 2, page));
      await sleep(500);
      expect(await entries()).toBe(before);
    } finally {
      await redis.quit();
    }
  });

  it('renders a draft (preview) request per request, leaving the cached page as it was', async () => {
    const manifest = path.join(process.env.NEXT_DIST_DIR || '.next', 'prerender-manifest.json');
    const { previewModeId } = JSON.parse(readFileSync(manifest, 'utf8')).preview;
    await fetch(direct(0, '/technology'));
    const cachedCopy = await fetch(direct(0, '/technology'));
    expect(cachedCopy.headers.get('x-nextjs-cache')).toBe('HIT');
    const draft = await fetch(direct(0, '/technology'), { headers: { cookie: `__prerender_bypass=${previewModeId}` } });
    expect(draft.headers.get('cache-control')).toMatch(/private, no-cache, no-store/);
    // Rendered for this request: its scripts carry the nonce of this response's policy (a cached body has none).
    const nonce = /'nonce-([^']+)'/.exec(draft.headers.get('content-security-policy') ?? '')?.[1];
    expect(await draft.text()).toContain(`nonce="${nonce}"`);
    const again = await fetch(direct(0, '/technology'));
    expect([again.headers.get('x-nextjs-cache'), again.headers.get('etag')]).toEqual([
      'HIT',
      cachedCopy.headers.get('etag'),
    ]);
  });

  it('keeps the shared cache and the platform token in a Redis that admits no client without the password', async () => {
    const anonymous = createClient({ url: `redis://127.0.0.1:${port + 90}` });
    await anonymous.connect();
    try {
      await expect(anonymous.get('storefront:tags')).rejects.toThrow(/NOAUTH/);
    } finally {
      await anonymous.quit().catch(() => undefined);
    }
    expect(cluster.log.join('')).not.toContain('cluster-test-redis-password');
  });

  it('trusts forwarding headers only from the proxy in front: a process reaching an instance directly is itself', async () => {
    const price = (html: string) => /data-testid="buy-box-price"[^>]*>([^<]*)</.exec(html)?.[1] ?? '';
    const claims = { 'x-edge-country': 'GB', 'x-forwarded-for': '81.2.69.142, 127.0.0.1', 'x-proxy-secret': 'guess' };
    const straight = await fetch(direct(0, '/freshly'), { headers: claims });
    expect(price(await straight.text())).toContain('€');
    // The secret the edge proves itself with is in files only this user reads.
    for (const file of ['redis.conf', 'haproxy.cfg', 'edge/nginx.conf'])
      expect(statSync(`.data/cluster-${port}/${file}`).mode & 0o077, file).toBe(0);
  });

  it('keeps serving pages while Redis does not answer, and says so in /api/health', async () => {
    const redis = createClient({ url: redisUrl });
    await redis.connect();
    try {
      await redis.sendCommand(['CLIENT', 'PAUSE', '3000', 'ALL']);
      const health = await fetch(direct(0, '/api/health'));
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({
        status: 'degraded',
        dependencies: { cache: 'down', database: 'up' },
      });
      expect((await fetch(direct(1, '/technology'))).status).toBe(200);
      const recovered = await until(async () => {
        const report = await (await fetch(direct(0, '/api/health'))).json();
        return report.dependencies.cache === 'up' ? report.status : undefined;
      }, 10_000);
      expect(recovered).toBe('ok');
    } finally {
      await redis.quit();
    }
  });

  it('survives SIGKILL of one instance under 8 visitors: no acknowledged submission lost, the instance rejoins', async () => {
    const victim = instances[1];
    const sweeps = () => cluster.log.join('').match(/referrals:sweep at/g)?.length ?? 0;
    const sweepsBefore = sweeps();
    const started = Date.now();
    const { counts, statuses, acknowledged } = await killRun({
      origin: cluster.origin,
      victim: () => cluster.instances()[1].pid,
      durationMs: 10_000,
      killAtMs: 3_000,
    });
    // Two schedulers with a 3 s period: one sweep per period across both, not one per scheduler.
    const periods = (Date.now() - started) / 3_000;
    const swept = sweeps() - sweepsBefore;
    console.log(`[cluster kill run] ${JSON.stringify({ ...counts, periods: periods.toFixed(1), swept, statuses })}`);
    expect(swept).toBeGreaterThanOrEqual(1);
    expect(swept).toBeLessThanOrEqual(Math.ceil(periods) + 1);
    expect(counts.contactsAcknowledged).toBeGreaterThan(0);
    // At most the requests in flight on the killed instance fail (one per visitor); GETs are retried elsewhere.
    expect(counts.get5xx + counts.failedConnections).toBeLessThanOrEqual(8);
    const stored = await db.query('select email from contact_messages where email = any($1)', [acknowledged]);
    expect(stored.rows).toHaveLength(acknowledged.length);
    const rejoined = await until(async () => {
      const health = await fetch(direct(1, '/api/health/live')).catch(() => undefined);
      return health?.ok ? (await health.json()).instance : undefined;
    }, 30_000);
    expect(rejoined).toBe(victim.id);
    expect(cluster.instances()[1].pid).not.toBe(victim.pid);
  });
});
