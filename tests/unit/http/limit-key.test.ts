// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { limitKey } from '@/lib/http/limit-key';
import { clientKey, consumeLimit, limits, resetLimits } from '@/lib/http/rate-limit';

const from = (address: string) => clientKey(new Headers({ 'x-forwarded-for': address }));

describe('the key a client address is counted under (issue 37 item 15)', () => {
  beforeEach(() => {
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('RATE_LIMIT_SCALE', '');
    resetLimits();
  });
  afterEach(() => vi.unstubAllEnvs());

  it('groups IPv6 addresses by their /64, however they are written', () => {
    expect(limitKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:0DB8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(limitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(limitKey('::1')).toBe('0:0:0:0::/64');
    expect(limitKey('2001:db8:1:3::1')).not.toBe(limitKey('2001:db8:1:2::1'));
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address, and IPv4 as it is', () => {
    expect(limitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(limitKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(limitKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(limitKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('keeps anything that is no address as its own key', () => {
    expect(limitKey('unknown')).toBe('unknown');
    expect(limitKey('1:2:3')).toBe('1:2:3');
    expect(limitKey('1::2::3')).toBe('1::2::3');
    expect(limitKey('300.1.1.1')).toBe('300.1.1.1');
  });

  it('is the key every limit counts a client under: one /64 shares one allowance', async () => {
    expect(from('198.51.100.1, 2001:db8:7:8:1:2:3:4')).toBe('2001:db8:7:8::/64');
    expect(from('::ffff:198.51.100.1')).toBe('198.51.100.1');
    for (let i = 0; i < limits.searchAddress.points; i++)
      await consumeLimit('searchAddress', from(`2001:db8:7:8::${(i % 4000).toString(16)}`));
    await expect(consumeLimit('searchAddress', from('2001:db8:7:8:ffff::1'))).rejects.toMatchObject({ status: 429 });
    await expect(consumeLimit('searchAddress', from('2001:db8:7:9::1'))).resolves.toBeUndefined();
  });
});
