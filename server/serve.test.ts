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
    // One JSON line on standard output, as every log line of the runtime (infra/log.ts).
    const [line] = result.stdout
      .trim()
      .split('\n')
      .map((text) => JSON.parse(text));
    expect(line).toMatchObject({ level: 'fatal', service: 'storefront' });
    expect(line.msg).toContain('COMMERCE_INTEGRATION_CLIENT_ID, COMMERCE_INTEGRATION_CLIENT_SECRET not set');
    expect(line.msg).not.toContain('CART_COOKIE_SECRET,');
    const none = serve({ COMMERCE_ORGANIZATION: 'viridea' });
    expect(none.stdout).toContain('CART_COOKIE_SECRET, COMMERCE_INTEGRATION_CLIENT_ID');
  }, 30_000);
});
