// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import * as unknownApi from '@/app/api/[...path]/route';
import * as items from '@/app/api/cart/items/route';
import * as localeSwitch from '@/app/api/locale/route';
import { refuseBeforeNext } from '@/server/http/api-gate';
import { visit } from '@/tests/support/next-headers';

const origin = 'http://localhost:3000';
const json = (path: string, method: string, body: string) =>
  new Request(`${origin}${path}`, {
    method,
    headers: { Origin: origin, 'Content-Type': 'application/json', 'x-forwarded-for': '198.51.100.9' },
    body,
  });

describe('hostile requests to route handlers', () => {
  // The cart handlers read the visitor's cookies and headers before they parse the body; a new visitor has none.
  beforeEach(() => visit());

  it.each(['/api/nonexistent', '/api/typo', '/api/home'])('GET %s answers a JSON 404', async (path) => {
    const response = await unknownApi.GET(new Request(`${origin}${path}`));
    expect(response.status).toBe(404);
    expect((await response.json()).code).toBe('notFound');
  });

  it('the language switcher survives a malformed `from`', async () => {
    const response = await localeSwitch.GET(new Request(`${origin}/api/locale?to=de&from=/%25`));
    expect(response.status).toBe(303);
  }, 30_000);

  // The cart forms' hostile input (a bad line id, NUL in notes or a code) is refused by the cart action:
  // tests/unit/commerce/cart-action.test.ts.
  it('a malformed path is refused with a 4xx in front of Next', () => {
    for (const method of ['PATCH', 'DELETE']) {
      expect(refuseBeforeNext({ method, url: '/api/cart/items/%E0%A4%A' })?.status, method).toBe(400);
    }
  });

  it('non-integer quantities posted to the scripted add are 400', async () => {
    for (const quantity of [true, '0x10', [5], ' 7 ']) {
      const body = JSON.stringify({ skuCode: 'FRESHLY', quantity });
      expect((await items.POST(json('/api/cart/items', 'POST', body))).status, body).toBe(400);
    }
  });
});
