import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, integrationToken, marketToken, requestToken, SALES_CHANNEL, sdk } from './api';
import { failure } from './orders';
import { withOwnSandbox } from './own-sandbox';

// The sandbox runs in this process, so `vi.setSystemTime` ages the reset tokens it issued.
withOwnSandbox();

afterEach(() => {
  vi.useRealTimers();
  delete process.env.SANDBOX_PASSWORD_RESET_TTL;
});

const email = () => `reset-${Date.now()}-${Math.round(Math.random() * 1e6)}@viridea.test`;

async function signUp(address: string, cl?: ReturnType<typeof sdk>) {
  const shop = cl ?? sdk(await marketToken('it-consumer'));
  await shop.customers.create({ email: address, password: 'first-password' });
}

const signIn = (username: string, password: string, url?: string) =>
  requestToken({ grant_type: 'password', client_id: SALES_CHANNEL, username, password }, url);

describe('customer password resets', () => {
  it('issues a token only integration credentials see, accepts it once, never returns a password', async () => {
    const address = email();
    await signUp(address);
    const shop = sdk(await marketToken('it-consumer'));
    const reset = await shop.customer_password_resets.create({ customer_email: address });
    expect(reset.reset_password_token).toBeUndefined();
    const admin = sdk(await integrationToken());
    const secret = (await admin.customer_password_resets.retrieve(reset.id)).reset_password_token;
    expect(secret).toMatch(/^[0-9a-f]{48}$/);

    const wrong = await failure(
      shop.customer_password_resets.update({
        id: reset.id,
        customer_password: 'new-password',
        _reset_password_token: 'nope',
      }),
    );
    expect(wrong.status).toBe(422);
    expect(wrong.errors[0].source.pointer).toBe('/data/attributes/_reset_password_token');
    const missing = await failure(
      shop.customer_password_resets.update({ id: reset.id, customer_password: 'x-password' }),
    );
    expect(missing.status).toBe(422);

    const raw = await api('PATCH', `customer_password_resets/${reset.id}`, await marketToken('it-consumer'), {
      data: {
        type: 'customer_password_resets',
        id: reset.id,
        attributes: { customer_password: 'new-password', _reset_password_token: secret },
      },
    });
    expect(raw.status).toBe(200);
    expect(JSON.stringify(raw.body)).not.toContain('new-password');
    expect(raw.body.data.attributes.reset_password_at).toBeTruthy();
    expect((await signIn(address, 'first-password')).status).toBe(401);
    expect((await signIn(address, 'new-password')).status).toBe(200);

    const again = await failure(
      shop.customer_password_resets.update({
        id: reset.id,
        customer_password: 'third-password',
        _reset_password_token: secret!,
      }),
    );
    expect(again.status).toBe(422);
    expect((await signIn(address, 'third-password')).status).toBe(401);
  });

  it('refuses an unknown e-mail', async () => {
    const shop = sdk(await marketToken('it-consumer'));
    const refused = await failure(shop.customer_password_resets.create({ customer_email: email() }));
    expect(refused.status).toBe(422);
  });

  it('refuses a token older than its lifetime (1 h, or SANDBOX_PASSWORD_RESET_TTL seconds)', async () => {
    const shop = sdk(await marketToken('it-consumer'));
    const admin = sdk(await integrationToken());
    const attempt = async (age: number) => {
      const address = email();
      await signUp(address, shop);
      vi.useFakeTimers({ toFake: ['Date'] });
      const reset = await shop.customer_password_resets.create({ customer_email: address });
      const secret = (await admin.customer_password_resets.retrieve(reset.id)).reset_password_token!;
      vi.setSystemTime(Date.now() + age);
      return failure(
        shop.customer_password_resets.update({
          id: reset.id,
          customer_password: 'new-password',
          _reset_password_token: secret,
        }),
      );
    };
    expect((await attempt(3_601_000)).errors[0].detail).toContain('expired');
    vi.useRealTimers();
    process.env.SANDBOX_PASSWORD_RESET_TTL = '1';
    expect((await attempt(1500)).errors[0].detail).toContain('expired');
  });
});
