import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '@/lib/db/connect';
import type { Database } from '@/lib/db/schema';
import { claimRun, runExclusive } from '@/lib/jobs/run-once';
import { testDatabase } from '../db/database';

let first: Kysely<Database>;
let second: Kysely<Database>;

beforeAll(async () => {
  const url = await testDatabase();
  // Two pools stand for two instances sharing one database.
  first = connectDatabase(url, 2);
  second = connectDatabase(url, 2);
});

afterAll(async () => {
  await Promise.all([first?.destroy(), second?.destroy()]);
});

describe('jobs across instances', () => {
  it('lets exactly one of several schedulers claim a period, and the next period again once', async () => {
    const claims = await Promise.all([first, second, first, second].map((db) => claimRun(db, 'sweep', 60_000)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimRun(second, 'sweep', 60_000)).toBe(false);
    // A period of one second has passed after a little over a second.
    expect(await claimRun(first, 'short', 1_000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await Promise.all([claimRun(first, 'short', 1_000), claimRun(second, 'short', 1_000)])).toContain(true);
  });

  it('never runs one job on two instances at once', async () => {
    let running = 0;
    let overlap = false;
    const job = async () => {
      running++;
      overlap ||= running > 1;
      await new Promise((resolve) => setTimeout(resolve, 200));
      running--;
    };
    const ran = await Promise.all([runExclusive(first, 'exclusive', job), runExclusive(second, 'exclusive', job)]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(overlap).toBe(false);
    expect(await runExclusive(second, 'exclusive', job)).toBe(true);
  });
});
