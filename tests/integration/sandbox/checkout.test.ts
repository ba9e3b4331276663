import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { baseUrl, marketToken, sdk } from './api';
import { addLine, newOrder, readyToPlace } from './orders';

async function pendingOrder(market: string, language_code: string) {
  const accessToken = await marketToken(market);
  const cl = sdk(accessToken);
  const order = await newOrder(cl, { language_code, customer_email: null });
  await addLine(cl, order.id, 'VERDE-BASIC', 1);
  return {
    accessToken,
    cl,
    order,
    url: `${baseUrl()}/checkout/${order.id}?accessToken=${encodeURIComponent(accessToken)}`,
  };
}

const VALID = {
  email: 'guest@viridea.test',
  shipping_first_name: 'Luca',
  shipping_last_name: 'Rossi',
  shipping_line_1: 'Via Po 2',
  shipping_city: 'Torino',
  shipping_zip_code: '10123',
  shipping_country_code: 'IT',
  shipping_phone: '+39 011 1',
  same: 'on',
};

describe('hosted checkout', () => {
  it('renders an accessible form in the order language', async () => {
    const { url } = await pendingOrder('it-consumer', 'it');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<label for="shipping_city">Città</label>');
    expect(html).toContain('Effettua ordine');
    expect(html).toContain('Spedizione gratuita · Gratuita · 1–2 giorni lavorativi');
    expect(html).toContain('Bonifico bancario');
    expect(html).toContain('1 × Verde basic purificatore a piante');
    expect(html).toMatch(/>149,00\s€</);
    expect(html).not.toContain('€149');
  });

  it('names the countries in the order language and preselects the cart country', async () => {
    const accessToken = await marketToken('eu-consumer');
    const cl = sdk(accessToken);
    const order = await newOrder(cl, { language_code: 'de', shipping_country_code_lock: 'IE' });
    await addLine(cl, order.id, 'AURA-01', 1);
    const html = await (await fetch(`${baseUrl()}/checkout/${order.id}?accessToken=${accessToken}`)).text();
    expect(html).toContain('<option value="IE" selected>Irland</option>');
    expect(html).toContain('<option value="BE">Belgien</option>');
    expect(html).toMatch(/Aura persönlicher Luftreiniger<\/td><td class="amount">\d+,\d\d\s€/);
  });

  it.each([
    ['de', 'da-consumer', '2 gleiche Produkte', 'Rabattcode WELCOME10', 'inkl. MwSt.', 'Gesamt'],
    ['it', 'it-consumer', '2 pezzi dello stesso prodotto', 'Codice sconto WELCOME10', 'IVA inclusa', 'Totale'],
  ])(
    'in %s lists each discount once by its name, and the VAT in the price after the total',
    async (language, market, buyTwo, coupon, vat, total) => {
      const accessToken = await marketToken(market);
      const cl = sdk(accessToken);
      const order = await newOrder(cl, { language_code: language });
      await addLine(cl, order.id, 'VERDE-BASIC', 2);
      await cl.orders.update({ id: order.id, coupon_code: 'WELCOME10' });
      const html = await (await fetch(`${baseUrl()}/checkout/${order.id}?accessToken=${accessToken}`)).text();
      const rows = [...html.slice(html.indexOf('<table>')).matchAll(/<tr><t[hd][^>]*>([^<]*)<\/t[hd]>/g)].map(
        ([, label]) => label,
      );
      expect(rows).toEqual([
        expect.stringMatching(/^2 × Verde basic /),
        expect.any(String),
        buyTwo,
        coupon,
        expect.any(String),
        total,
        vat,
      ]);
      expect(html).toMatch(new RegExp(`${buyTwo}</th><td class="amount">-39,00\\s€`));
      expect(html).not.toMatch(/Buy 2|Discount|save 39/);
    },
  );

  it('leads back to the cart while open, and to the shop once placed, where the order page is its own link', async () => {
    const { url, cl, order } = await pendingOrder('it-consumer', 'it');
    await cl.orders.update({ id: order.id, customer_email: 'guest@viridea.test' });
    const form = await (await fetch(url)).text();
    expect(form).toContain('<a href="https://shop.test/cart">← Torna al carrello</a>');
    await readyToPlace(cl, order.id);
    await cl.orders.update({ id: order.id, _place: true });
    const thanks = await (await fetch(url)).text();
    expect(thanks).toContain('<a href="https://shop.test/thanks">Torna al negozio</a>');
    expect(thanks).toContain(
      `<a href="https://shop.test/it/order-status?number=${order.number}">Segui il tuo ordine</a>`,
    );
  });

  it('shows field errors, then places the order and confirms with a link back', async () => {
    const { url, cl, order } = await pendingOrder('da-consumer', 'de');
    const form = (values: Record<string, string>) =>
      fetch(url, { method: 'POST', body: new URLSearchParams(values), redirect: 'manual' });
    const invalid = await form({ email: 'not-an-email', same: 'on' });
    expect(invalid.status).toBe(422);
    const errors = await invalid.text();
    expect(errors).toContain('role="alert"');
    expect(errors).toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(errors).toContain('aria-invalid="true"');
    const page = await (await fetch(url)).text();
    const shipping = /name="shipping_method" value="([A-Za-z]{10})"/.exec(page)![1];
    const payment = /name="payment_method" value="([A-Za-z]{10})"/.exec(page)![1];
    const placed = await form({
      ...VALID,
      shipping_country_code: 'DE',
      shipping_method: shipping,
      payment_method: payment,
    });
    expect(placed.status).toBe(303);
    const confirmation = await (await fetch(url)).text();
    expect(confirmation).toContain('Vielen Dank! Ihre Bestellung wurde aufgegeben.');
    expect(confirmation).toContain(String(order.number));
    expect(confirmation).toContain('href="https://shop.test/thanks"');
    const after = await cl.orders.retrieve(order.id, { include: ['billing_address', 'shipping_address'] });
    expect(after).toMatchObject({ status: 'placed', customer_email: 'guest@viridea.test' });
    expect(after.billing_address?.city).toBe('Torino');
  });

  it('may be framed or read by no other site, and runs only the scripts its policy names', async () => {
    const { url, accessToken } = await pendingOrder('it-consumer', 'it');
    const cross = { headers: { origin: 'https://elsewhere.example' } };
    const pages = [await fetch(url, cross), await fetch(url, { ...cross, method: 'POST', body: 'email=x' })];
    expect(pages.map(({ status }) => status)).toEqual([200, 422]);
    for (const page of pages) {
      expect(page.headers.get('access-control-allow-origin')).toBeNull();
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
      expect(page.headers.get('cache-control')).toBe('no-store');
      const policy = page.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("frame-ancestors 'none'");
      const scripts = [...(await page.text()).matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body);
      expect(scripts.length).toBeGreaterThan(0);
      for (const body of scripts)
        expect(policy).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
    // The API stays callable from a browser, as the platform's is.
    const api = await fetch(`${baseUrl()}/api/skus`, {
      headers: { ...cross.headers, authorization: `Bearer ${accessToken}` },
    });
    expect(api.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('refuses tokens of another market and invalid tokens', async () => {
    const { order } = await pendingOrder('fr-consumer', 'en');
    const other = await marketToken('gb-consumer');
    expect((await fetch(`${baseUrl()}/checkout/${order.id}?accessToken=${other}`)).status).toBe(403);
    expect((await fetch(`${baseUrl()}/checkout/${order.id}?accessToken=bad`)).status).toBe(401);
    const fr = await marketToken('fr-consumer');
    expect((await fetch(`${baseUrl()}/checkout/abcdefghij?accessToken=${fr}`)).status).toBe(404);
  });
});
