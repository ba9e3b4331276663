import { describe, expect, it, vi } from 'vitest';
import { sandboxFetch } from '@/lib/commerce/sandbox-fetch';

describe('sandboxFetch', () => {
  it('rewrites the hosted origin to the sandbox and leaves other URLs alone', async () => {
    const inner = vi.fn(async () => new Response('{}'));
    const rewrite = sandboxFetch('https://viridea.commercelayer.io', 'http://127.0.0.1:4100', inner);
    await rewrite(new URL('https://viridea.commercelayer.io/api/orders?include=line_items'));
    await rewrite('https://elsewhere.test/x');
    expect(inner.mock.calls.map((call) => (call as unknown[])[0])).toEqual([
      'http://127.0.0.1:4100/api/orders?include=line_items',
      'https://elsewhere.test/x',
    ]);
  });
});
