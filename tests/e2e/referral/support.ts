import { expect, type Page } from '@playwright/test';
import { expectStatus, messages, plain, type Locale } from '../forms/support';
import { linkIn, waitForMail } from '../support/maildev';

export const referralPaths = {
  join: { en: '/referral', de: '/de/freunde-werben', it: '/it/invita-amici' },
  dashboard: { en: '/referral/dashboard', de: '/de/freunde-werben/dashboard', it: '/it/invita-amici/dashboard' },
} as const;

/** Joins on the referral page and returns the member's code from the success message. */
export async function joinProgramme(page: Page, locale: Locale, email: string, firstName = 'Maria'): Promise<string> {
  const m = messages(locale);
  const r = m.referral;
  await page.goto(referralPaths.join[locale]);
  const form = page.getByTestId('referral-join');
  await form.getByRole('textbox', { name: m.forms.common.firstName, exact: true }).fill(firstName);
  await form.getByRole('textbox', { name: m.forms.common.email, exact: true }).fill(email);
  await form.getByRole('combobox', { name: m.forms.common.country, exact: true }).selectOption('IT');
  await form.getByRole('checkbox', { name: plain(r.join.privacy) }).check();
  await form.getByRole('checkbox', { name: plain(r.join.terms) }).check();
  await form.getByRole('button', { name: r.join.submit }).click();
  await expectStatus(page, r.join.success.split('{code}')[0].trim(), 'success');
  const code = (await page.getByTestId('form-status').textContent())?.match(/[A-Z]{2,10}-[2-9A-HJKMNP-Z]{4}/)?.[0];
  expect(code).toBeTruthy();
  return code!;
}

/** Signs in on the dashboard through the mailed one-time link. */
export async function signInByMail(page: Page, locale: Locale, email: string): Promise<void> {
  const m = messages(locale);
  const r = m.referral;
  await page.goto(referralPaths.dashboard[locale]);
  const signIn = page.getByTestId('referral-sign-in');
  await signIn.getByRole('textbox', { name: m.forms.common.email, exact: true }).fill(email);
  await signIn.getByRole('button', { name: r.signIn.submit }).click();
  await expectStatus(page, r.signIn.checkInbox, 'success');
  const mail = await waitForMail(email, { subject: r.mail.signIn.subject });
  await page.goto(linkIn(mail, /token=/));
  await page.getByRole('button', { name: r.signIn.confirmSubmit }).click();
  await expect(page.getByTestId('referral-code')).toBeVisible();
}
