import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { messages, type Locale } from '../shop/support';

export { locales, messages, seedCart, type Locale } from '../shop/support';

const localized = {
  contact: { en: '/contact', de: '/de/kontakt', it: '/it/contatti' },
  registration: {
    en: '/account/product-registration',
    de: '/de/konto/produktregistrierung',
    it: '/it/account/registrazione-prodotto',
  },
  home: { en: '/', de: '/de', it: '/it' },
  confirm: { en: '/newsletter/confirm', de: '/de/newsletter/bestaetigen', it: '/it/newsletter/conferma' },
} as const;

export function formPath(route: keyof typeof localized, locale: Locale): string {
  return localized[route][locale];
}

/** A fresh address per test, so reruns and parallel workers never share a subscription or a rate limit. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${randomUUID().slice(0, 8)}@example.com`;
}

/** The §5 wording of a failed rule for a field, as the rule library writes it in `locale`. */
export function ruleMessage(locale: Locale, rule: 'required' | 'accepted' | 'email', field: string): string {
  const v = messages(locale).validation;
  const name = (v.fields as Record<string, string>)[field] ?? field;
  return v[rule].replace(/\{name\}/g, name).replace(/\{Name\}/g, name.charAt(0).toUpperCase() + name.slice(1));
}

/** The answer of a submission: its message, and focus moved to it (with JavaScript). */
export async function expectStatus(page: Page, text: string, status: 'success' | 'error', focused = true) {
  const box = page.getByTestId('form-status');
  await expect(box).toHaveAttribute('data-status', status);
  await expect(box).toContainText(text);
  if (focused) await expect(box).toBeFocused();
}

/** A label's text without its rich-text tags (`<link>privacy policy</link>` → `privacy policy`). */
export function plain(text: string): string {
  return text.replace(/<\/?\w+>/g, '');
}

/** A page's server HTML as text (tags dropped, entities decoded): what a locale's form page says before hydration. */
export async function pageText(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.text())
    .replace(/<script\b[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** Every expected text that `text` lacks (so a failure names them all). */
export function missing(text: string, expected: string[]): string[] {
  return expected.filter((wanted) => !text.includes(wanted.replace(/\s+/g, ' ')));
}
