import { expect, test } from '../axe';
import { expectStatus, locales, messages, uniqueEmail } from '../forms/support';
import { linkIn, waitForMail } from '../support/maildev';
import { joinProgramme, referralPaths as paths, signInByMail } from './support';

for (const locale of locales) {
  const m = messages(locale);
  const r = m.referral;

  test.describe(`referral programme (${locale})`, () => {
    test('join, sign in by the mailed link, see the code, sign out', async ({ page }) => {
      const email = uniqueEmail(`referral-${locale}`);
      const code = await joinProgramme(page, locale, email);
      expect(code).toMatch(/^MARIA-[2-9A-HJKMNP-Z]{4}$/);

      await signInByMail(page, locale, email);
      await expect(page.getByTestId('referral-code')).toHaveText(code);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.getByRole('button', { name: r.dashboard.copy, exact: true }).click();
      await expect(page.getByTestId('referral-copy-status')).toHaveText(r.dashboard.copiedCode);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
      await expect(page.getByText(r.dashboard.noReferrals)).toBeVisible();
      await page.getByRole('button', { name: r.dashboard.signOut }).click();
      await expect(page.getByTestId('referral-sign-in')).toBeVisible();
    });

    test('an unregistered address gets the invitation by mail and the same answer', async ({ page }) => {
      const email = uniqueEmail(`stranger-${locale}`);
      await page.goto(paths.dashboard[locale]);
      const signIn = page.getByTestId('referral-sign-in');
      await signIn.getByRole('textbox', { name: m.forms.common.email, exact: true }).fill(email);
      await signIn.getByRole('button', { name: r.signIn.submit }).click();
      await expectStatus(page, r.signIn.checkInbox, 'success');
      const mail = await waitForMail(email, { subject: r.mail.signUp.subject });
      expect(linkIn(mail, /referral|freunde-werben|invita-amici/)).toContain(paths.join[locale]);
    });
  });
}
