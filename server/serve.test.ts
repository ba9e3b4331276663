// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function serve(env: Record<string, string>) {
  const { PATH, HOME } = process.env;
  return spawnSync(process.execPath, ['server/serve.ts'], {
    env: { PATH, HOME, PORT: '1', NODE_ENV: 'production', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
}

describe('server/serve.ts with a hosted organization', () => {
  it('refuses to start without its own cart and integration secrets, naming each missing one', () => {
    const result = serve({ COMMERCE_ORGANIZATION: 'viridea', CART_COOKIE_SECRET: 'x'.repeat(48) });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('COMMERCE_INTEGRATION_CLIENT_ID, COMMERCE_INTEGRATION_CLIENT_SECRET not set');
    expect(result.stderr).not.toContain('CART_COOKIE_SECRET,');
    const none = serve({ COMMERCE_ORGANIZATION: 'viridea' });
    expect(none.stderr).toContain('CART_COOKIE_SECRET, COMMERCE_INTEGRATION_CLIENT_ID');
  }, 30_000);
});
