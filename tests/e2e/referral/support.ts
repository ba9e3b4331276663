import { expect, type Page } from '@playwright/test';
import { expectStatus, messages, plain, type Locale } from '../forms/support';
import { linkIn, waitForMail } from '../support/maildev';

export const referralPaths = {
  join: { en: '/referral', de: '/de/freunde-werben', it: '/it/invita-amici' },
  dashboard: { en: '/referral/dashboard', de: '/de/freunde-werben/dashboard', it: '/it/invita-amici/dashboard' },
} as const;

/**
 * Joins on the referral page (the neutral "check your inbox" answer, no code in it), confirms through the mailed
 * link's page and returns the code the dashboard shows, the same one the welcome mail brings. Ends signed in.
 */
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
  await expectStatus(page, r.join.success, 'success');
  const confirmation = await waitForMail(email, { subject: r.mail.joinConfirm.subject });
  await page.goto(linkIn(confirmation, /join=/));
  await page.getByRole('button', { name: r.join.confirmSubmit }).click();
  const code = (await page.getByTestId('referral-code').inputValue()).trim();
  expect(code).toMatch(/^[A-Z]{2,10}-[2-9A-HJKMNP-Z]{4}$/);
  const welcome = await waitForMail(email, { subject: r.mail.welcome.subject });
  expect(welcome.text).toContain(code);
  return code;
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
