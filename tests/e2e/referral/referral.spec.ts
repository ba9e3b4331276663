import { expect, test } from '../axe';
import { expectStatus, messages, uniqueEmail } from '../forms/support';
import { linkIn, waitForMail } from '../support/maildev';
import { joinProgramme, referralPaths as paths, signInByMail } from './support';

// One language per journey; the mails and links of the others are proven in tests/unit/referral/localized-mails.test.ts.
test(
  'referral programme (en): join, confirm by the mailed link, sign in by the mailed link, see the code, sign out',
  { tag: '@smoke' },
  async ({ page }) => {
    const r = messages('en').referral;
    const email = uniqueEmail('referral-en');
    const code = await joinProgramme(page, 'en', email);
    expect(code).toMatch(/^MARIA-[2-9A-HJKMNP-Z]{4}$/);
    await page.getByRole('button', { name: r.dashboard.signOut }).click();
    await expect(page.getByTestId('referral-sign-in')).toBeVisible();

    await signInByMail(page, 'en', email);
    await expect(page.getByTestId('referral-code')).toHaveValue(code);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: r.dashboard.copy, exact: true }).click();
    await expect(page.getByTestId('referral-copy-status')).toHaveText(r.dashboard.copiedCode);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await expect(page.getByText(r.dashboard.noReferrals)).toBeVisible();
    await page.getByRole('button', { name: r.dashboard.signOut }).click();
    await expect(page.getByTestId('referral-sign-in')).toBeVisible();
  },
);

test('referral programme (it): an unregistered address gets the invitation by mail and the same answer', async ({
  page,
}) => {
  const m = messages('it');
  const email = uniqueEmail('stranger-it');
  await page.goto(paths.dashboard.it);
  const signIn = page.getByTestId('referral-sign-in');
  await signIn.getByRole('textbox', { name: m.forms.common.email, exact: true }).fill(email);
  await signIn.getByRole('button', { name: m.referral.signIn.submit }).click();
  await expectStatus(page, m.referral.signIn.checkInbox, 'success');
  const mail = await waitForMail(email, { subject: m.referral.mail.signUp.subject });
  expect(linkIn(mail, /invita-amici/)).toContain(paths.join.it);
});
