import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/consent/route';
import { connectDatabase } from '@/lib/db/connect';
import { migrateToLatest } from '@/lib/db/migrate';
import type { Database } from '@/lib/db/schema';
import { closeDb } from '@/lib/db/server';
import { testDatabase } from './database';

let url: string;
let db: Kysely<Database>;

beforeAll(async () => {
  url = await testDatabase();
  process.env.DATABASE_URL = url;
  db = connectDatabase(url, 2);
  await migrateToLatest(db);
});

afterAll(async () => {
  await closeDb();
  await db?.destroy();
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  POST(
    new Request('http://localhost/api/consent', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

const consentId = '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

describe('POST /api/consent', () => {
  it('stores each decision with what was accepted and refused, policy version, language and time, and no IP', async () => {
    const first = await post(
      { consentId, categories: ['necessary', 'analytics'], revision: 1, locale: 'de' },
      { 'X-Forwarded-For': '203.0.113.7' },
    );
    expect(first.status).toBe(204);
    const second = await post({ consentId, categories: ['necessary'], revision: 1, locale: 'de' });
    expect(second.status).toBe(204);
    const rows = await db.selectFrom('cookie_consents').selectAll().orderBy('id').execute();
    expect(rows.map((row) => [row.consent_id, row.accepted, row.rejected, row.policy_version, row.locale])).toEqual([
      [consentId, ['necessary', 'analytics'], ['marketing'], 1, 'de'],
      [consentId, ['necessary'], ['analytics', 'marketing'], 1, 'de'],
    ]);
    expect(rows[0].decided_at.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.stringify(rows)).not.toContain('203.0.113.7');
  });

  it('stores a decision the banner posted without JavaScript, with the id of the cookie it sets', async () => {
    const response = await POST(
      new Request('http://localhost/api/consent', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ choice: 'all', revision: '1', locale: 'it', return: '/it' }).toString(),
      }),
    );
    expect(response.status).toBe(303);
    const cookie = JSON.parse(decodeURIComponent(response.headers.get('set-cookie')!.split(';')[0].split('=')[1]));
    const row = await db
      .selectFrom('cookie_consents')
      .selectAll()
      .where('consent_id', '=', cookie.consentId)
      .executeTakeFirstOrThrow();
    expect([row.accepted, row.rejected, row.locale]).toEqual([['necessary', 'analytics', 'marketing'], [], 'it']);
  });

  it('refuses bad input with a 4xx and stores nothing', async () => {
    const before = (await db.selectFrom('cookie_consents').select('id').execute()).length;
    expect((await post({ consentId, categories: ['tracking'], revision: 1, locale: 'en' })).status).toBe(400);
    expect((await post('{not json')).status).toBe(400);
    expect((await post({ consentId }, { 'Content-Type': 'text/plain' })).status).toBe(415);
    expect((await post({ consentId, categories: [], revision: 1, locale: 'en', pad: 'x'.repeat(4096) })).status).toBe(
      413,
    );
    const crossSite = await post(
      { consentId, categories: [], revision: 1, locale: 'en' },
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    );
    expect(crossSite.status).toBe(403);
    expect((await db.selectFrom('cookie_consents').select('id').execute()).length).toBe(before);
  });
});
