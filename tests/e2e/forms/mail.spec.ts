import { expect, test } from '../axe';
import { linkIn, waitForMail } from '../support/maildev';
import { expectStatus, formPath, messages, plain, uniqueEmail } from './support';

// Each round trip in one locale; every locale's subjects and language are unit tests (tests/unit/mail/localized-mails.test.ts).
// The actions pass the visitor's locale to the outbox as data, so no locale has a code path of its own.
test.describe("mail in the visitor's language", () => {
  test(
    "newsletter (it): the confirmation link's button confirms and the discount code follows",
    { tag: '@smoke' },
    async ({ page }) => {
      const locale = 'it';
      const m = messages(locale);
      const email = uniqueEmail('confirm');
      await page.goto(formPath('home', locale));
      const form = page.getByTestId('newsletter-block');
      await form.getByRole('textbox', { name: m.forms.common.email, exact: true }).fill(email);
      await form.getByRole('combobox', { name: m.forms.common.country, exact: true }).selectOption('IT');
      await form.getByRole('checkbox', { name: plain(m.forms.newsletter.privacy) }).check();
      await form.getByRole('button', { name: m.forms.newsletter.submit }).click();
      await expectStatus(page, m.forms.newsletter.success, 'success');

      const confirmation = await waitForMail(email, { subject: m.mail.newsletterConfirm.subject });
      const link = new URL(linkIn(confirmation, /token=/));
      expect(link.pathname).toBe(formPath('confirm', locale));
      const confirm = () => page.getByRole('button', { name: m.privacy.newsletter.confirmSubmit }).click();
      await page.goto(`${link.pathname}${link.search}`);
      await confirm();
      await expect(page.getByTestId('newsletter-confirm')).toHaveText(m.forms.newsletter.confirm.confirmed);
      await expect(page.locator('main strong')).toHaveText('WELCOME10');
      const welcome = await waitForMail(email, { subject: m.mail.newsletterWelcome.subject });
      expect(welcome.text).toContain('WELCOME10');

      await page.goto(`${link.pathname}${link.search}`);
      await confirm();
      await expect(page.getByTestId('newsletter-confirm')).toHaveText(m.forms.newsletter.confirm.alreadyConfirmed);
    },
  );

  test('contact (en): the visitor gets a receipt with a reference and none of their words', async ({ page }) => {
    const locale = 'en';
    const m = messages(locale);
    const email = uniqueEmail('copy');
    await page.goto(formPath('contact', locale));
    const box = (name: string) => page.getByRole('textbox', { name, exact: true });
    await box(m.forms.common.firstName).fill('Eva');
    await box(m.forms.common.lastName).fill('Brandt');
    await box(m.forms.common.email).fill(email);
    await page.getByRole('combobox', { name: m.forms.common.country, exact: true }).selectOption('DE');
    await box(m.forms.contact.message).fill('Which filter fits the Aura bought in 2024?');
    await page.getByRole('checkbox', { name: plain(m.forms.contact.privacy) }).check();
    await page.getByRole('checkbox', { name: plain(m.forms.contact.terms) }).check();
    await page.getByRole('button', { name: m.forms.contact.submit }).click();
    await expectStatus(page, m.forms.contact.success, 'success');
    const copy = await waitForMail(email, { subject: m.mail.contactCopy.subject });
    const reference = copy.text.match(/\bC-[0-9A-F]{8}\b/)?.[0] ?? 'no reference';
    expect(copy.text).toContain(m.mail.contactCopy.intro.replace('{reference}', reference));
    expect(copy.text).toContain(m.mail.contactCopy.reply);
    expect(copy.text).not.toContain('Which filter fits');
    expect(copy.text).not.toContain('Eva');
  });
});
