import { describe, expect, it } from 'vitest';
import { stripOldOrderIps } from '@/lib/privacy/order-ips';
import { integrationToken, marketToken, sdk } from '../sandbox/api';
import { newOrder } from '../sandbox/orders';
import { withOwnSandbox } from '../sandbox/own-sandbox';

// Its own sandbox: a run with a clock a month ahead strips every order's IP, which other files' orders must keep.
withOwnSandbox();

const ipDays = 30;
const integration = async () => sdk(await integrationToken());

describe("the retention of buyers' IPs in platform order metadata", () => {
  it('drops the IP from orders untouched for the period, keeps the rest of the metadata, then finds nothing', async () => {
    const guest = sdk(await marketToken('it-consumer'));
    const withIp = await newOrder(guest, { metadata: { ip: '198.51.100.77', channel: 'web' } });
    const without = await newOrder(guest, { metadata: { channel: 'web' } });
    const metadataOf = async (id: string) => (await (await integration()).orders.retrieve(id)).metadata;

    expect(await stripOldOrderIps(ipDays, new Date(), integration)).toBe(0);
    expect(await metadataOf(withIp.id)).toEqual({ ip: '198.51.100.77', channel: 'web' });

    const monthLater = new Date(Date.now() + (ipDays + 1) * 86_400_000);
    expect(await stripOldOrderIps(ipDays, monthLater, integration)).toBeGreaterThanOrEqual(1);
    expect(await metadataOf(withIp.id)).toEqual({ channel: 'web' });
    expect(await metadataOf(without.id)).toEqual({ channel: 'web' });
    expect(await stripOldOrderIps(ipDays, monthLater, integration)).toBe(0);
  });
});
