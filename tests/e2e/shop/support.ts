import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';

export const locales = ['en', 'de', 'it'] as const;
export type Locale = (typeof locales)[number];

type Messages = typeof import('../../../messages/en.json');

const cache = new Map<Locale, Messages>();
/** The storefront's own messages, so assertions follow the copy in every language. */
export function messages(locale: Locale): Messages {
  if (!cache.has(locale)) cache.set(locale, JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Messages);
  return cache.get(locale)!;
}

/** ICU-free interpolation for the simple `{name}` placeholders these tests need. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));
}

const localized = {
  cart: { en: '/cart', de: '/de/warenkorb', it: '/it/carrello' },
  spareParts: { en: '/spare-parts', de: '/de/ersatzteile', it: '/it/ricambi' },
  fastCheckout: { en: '/fast-checkout', de: '/de/schnellkauf', it: '/it/acquisto-rapido' },
  freshly: { en: '/freshly', de: '/de/freshly', it: '/it/freshly' },
} as const;

export function path(route: keyof typeof localized, locale: Locale): string {
  return localized[route][locale];
}

export const sandboxOrigin = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4110}`;

/** Puts a SKU in this browser's cart through the route handler (same cookie jar as the page). */
export async function seedCart(page: Page, locale: Locale, skuCode: string, quantity = 1) {
  const response = await page.request.post(`/api/cart/items?locale=${locale}`, { data: { skuCode, quantity } });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Waits until React has hydrated the page (the root layout marks `<html data-hydrated>`). Before that a buy box
 * posts itself as a plain form (and opens the cart), which is right for a visitor but not what a test of the
 * enhanced page is about.
 */
export async function hydrated(target: Page | Locator) {
  const page = 'page' in target ? target.page() : target;
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

export async function openCart(page: Page, locale: Locale) {
  await page.goto(path('cart', locale));
  await expect(page.getByTestId('cart')).toBeVisible();
}

export function euros(locale: Locale, amount: number, currency = 'EUR'): string {
  const tag = { en: 'en-GB', de: 'de-DE', it: 'it-IT' }[locale];
  return new Intl.NumberFormat(tag, { style: 'currency', currency }).format(amount);
}

type Buyer = { email: string; firstName: string; lastName: string; line1: string; zipCode: string };

/** Fills and sends the sandbox's hosted checkout form for a buyer in Milan. */
export async function placeOrderOnSandbox(page: Page, buyer: Buyer) {
  await page.locator('#email').fill(buyer.email);
  await page.locator('#shipping_first_name').fill(buyer.firstName);
  await page.locator('#shipping_last_name').fill(buyer.lastName);
  await page.locator('#shipping_line_1').fill(buyer.line1);
  await page.locator('#shipping_city').fill('Milano');
  await page.locator('#shipping_zip_code').fill(buyer.zipCode);
  const phone = page.locator('#shipping_phone');
  if (await phone.count()) await phone.fill('+390212345678');
  await page.locator('input[name="shipping_method"]').first().check();
  await page.locator('input[name="payment_method"]').first().check();
  await page.locator('button[type="submit"]').click();
}
