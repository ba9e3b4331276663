import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_TABLE } from '../../../sandbox/catalogue/actions';
import { CATALOGUE } from '../../../sandbox/catalogue/types';
import { api, integrationToken, marketToken, sdk } from './api';
import { checkActions } from './conformance/actions';
import { Ledger } from './conformance/ledger';
import { checkType, type Tokens } from './conformance/types';
import { withOwnSandbox } from './own-sandbox';

withOwnSandbox();

// Generated from the sandbox catalogue (every type, operation and relationship) and from §4 of
// commerce-api.md (every action flag): a type or flag cannot be left out. Actions run first, so the
// records they build (orders, shipments, transactions, subscriptions…) give the type checks their samples.
const ledger = new Ledger();
let t: Tokens;

beforeAll(async () => {
  const admin = await integrationToken();
  t = { admin, shop: await marketToken('it-consumer'), cl: sdk(admin) };
});

afterAll(() => {
  console.log(ledger.table());
});

describe('conformance', () => {
  it('checks every action flag of §4', { timeout: 120_000 }, async () => {
    const before = ledger.checks.length;
    await checkActions(ledger, t);
    expect(ledger.checks.length - before).toBeGreaterThanOrEqual(Object.values(ACTION_TABLE).flat().length);
  });

  it('checks every catalogue type', { timeout: 120_000 }, async () => {
    // Three types at a time: type checks touch only their own records (actions, which toggle shared ones, run alone).
    const queue = [...CATALOGUE.values()];
    const worker = async () => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) await checkType(ledger, entry, t);
    };
    await Promise.all([worker(), worker(), worker()]);
    expect(ledger.checks.length).toBeGreaterThan(CATALOGUE.size * 5);
  });

  it('checks paging limits', async () => {
    await ledger.expect('(queries)', 'page[size] 25 (200)', [200], () => api('GET', 'prices?page[size]=25', t.admin));
    await ledger.expect('(queries)', 'page[size] 26 (400)', [400], () => api('GET', 'prices?page[size]=26', t.admin));
    await ledger.expect('(queries)', 'page[size] 0 (400)', [400], () => api('GET', 'prices?page[size]=0', t.admin));
    await ledger.expect('(queries)', 'no token (401)', [401], () => api('GET', 'skus'));
  });

  it('passes at least 99.5 % of its checks with no 5xx', () => {
    const passed = ledger.checks.length - ledger.failed.length;
    expect(ledger.serverErrors).toBe(0);
    expect(passed / ledger.checks.length).toBeGreaterThanOrEqual(0.995);
  });
});
