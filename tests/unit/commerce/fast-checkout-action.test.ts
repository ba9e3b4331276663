// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { fastCheckoutAction } from '@/lib/cart/action';
import { HttpProblem } from '@/lib/http/problem';
import { fakeCart } from '@/tests/support/cart-service';
import { visit } from '@/tests/support/next-headers';

const state = { client: '203.0.113.9', created: 0, limited: false };

function form(locale: string, skuCode = 'FRESHLY-FILTER', quantity = '2') {
  const data = new FormData();
  for (const [name, value] of Object.entries({ locale, skuCode, quantity })) data.set(name, value);
  return data;
}

async function redirectOf(run: Promise<unknown>): Promise<string> {
  const error = await run.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  return String((error as { digest?: string } | undefined)?.digest ?? '');
}

describe('fast checkout, the button', () => {
  beforeEach(() => {
    state.created = 0;
    state.limited = false;
    visit({ headers: { 'x-forwarded-for': state.client } });
    fakeCart({
      fastCheckout: async () => {
        if (state.limited) throw new HttpProblem('tooManyRequests', { 'Retry-After': '60' });
        state.created += 1;
        return `http://127.0.0.1:4100/checkout/order-${state.created}?accessToken=t`;
      },
    });
  });

  it('creates the order and goes to the checkout host', async () => {
    expect(await redirectOf(fastCheckoutAction(undefined, form('en')))).toContain('/checkout/order-1');
  });

  it('refuses a bad item in the page language without creating an order', async () => {
    expect(await fastCheckoutAction(undefined, form('it', 'no such sku', '0'))).toBe(
      'Controlla i dati inseriti e riprova.',
    );
    expect(state.created).toBe(0);
  });

  it("answers the order limits' refusal in the page language instead of a service failure", async () => {
    state.limited = true;
    expect(await fastCheckoutAction(undefined, form('de'))).toContain('Zu viele Versuche');
    expect(await fastCheckoutAction(undefined, form('it'))).toContain('Troppi tentativi');
    expect(state.created).toBe(0);
  });
});
