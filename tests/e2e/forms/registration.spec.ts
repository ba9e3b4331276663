import { expect, test } from '../axe';
import { formatSamples } from '@/lib/forms/formats';
import { sampleWarrantyCodes, warrantyCodeFrom } from '@/lib/forms/warranty-code';
import { waitForMail } from '../support/maildev';
import { expectStatus, formPath, messages, plain, ruleMessage, uniqueEmail, type Locale } from './support';
import type { Page } from '@playwright/test';

/** Well formed (its check character matches) but never issued: only the database can refuse it. */
const unissuedCode = warrantyCodeFrom('ZZZZZZZZZZZ');

async function fillRegistration(page: Page, locale: Locale): Promise<string> {
  const email = uniqueEmail('registration');
  const m = messages(locale).forms;
  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  const choice = (name: string) => page.getByRole('combobox', { name, exact: true });
  await box(m.common.firstName).fill('Jonas');
  await box(m.common.lastName).fill('Keller');
  await box(m.common.email).fill(email);
  await choice(m.common.country).selectOption('CH');
  await choice(m.registration.productFamily).selectOption('freshly');
  await box(m.registration.serialNumber).fill(formatSamples.serialNumber);
  await box(m.registration.macAddress).fill(formatSamples.macAddress);
  await choice(m.registration.purchaseLocation).selectOption('Retail');
  await box(m.registration.orderId).fill(formatSamples.orderId.other);
  await choice(m.registration.store).selectOption('Other');
  await box(m.registration.otherStore).fill('Bio-Laden Zürich');
  await page.getByRole('checkbox', { name: plain(m.registration.privacy) }).check();
  return email;
}

// A seeded code past the first few docs/forms.md lists; the e2e database is new on every run.
const issuedCode = sampleWarrantyCodes(100)[50];

// Each journey runs in one locale (rotated); the form's labels and messages in every locale, the guide link's slugs and
// the confirmation mail's subject are unit tests (tests/unit/forms/localized-forms.test.tsx,
// tests/unit/mail/localized-mails.test.ts). No locale has a code path of its own: the action takes the locale as data.
const inLocale = (locale: Locale) => ({ locale, m: messages(locale).forms });

test.describe('product registration', () => {
  test('required fields in this language; a shop purchase asks for the store, "Other" for its name (en)', async ({
    page,
  }) => {
    const { locale, m } = inLocale('en');
    await page.goto(formPath('registration', locale));
    const store = page.getByRole('combobox', { name: m.registration.store, exact: true });
    await expect(store).toBeHidden();
    await expect(page.getByRole('textbox', { name: m.registration.otherStore, exact: true })).toBeHidden();
    await page.getByRole('button', { name: m.registration.submit }).click();
    await expect(page.getByText(ruleMessage(locale, 'required', 'serialNumber'))).toBeVisible();
    await page.getByRole('combobox', { name: m.registration.purchaseLocation, exact: true }).selectOption('Retail');
    await store.selectOption('Other');
    await expect(page.getByRole('textbox', { name: m.registration.otherStore, exact: true })).toBeVisible();
  });

  test('an unknown warranty code is refused with its own message (de)', async ({ page }) => {
    const { locale, m } = inLocale('de');
    await page.goto(formPath('registration', locale));
    await fillRegistration(page, locale);
    await page.getByRole('textbox', { name: m.registration.warrantyCode, exact: true }).fill(unissuedCode);
    await page.getByRole('button', { name: m.registration.submit }).click();
    await expectStatus(page, m.registration.invalidWarrantyCode, 'error');
  });

  test('registers the product, links back to the setup guide and mails a confirmation (it)', async ({ page }) => {
    const { locale, m } = inLocale('it');
    await page.goto(`${formPath('registration', locale)}?source=onboarding`);
    const email = await fillRegistration(page, locale);
    await page.getByRole('button', { name: m.registration.submit }).click();
    await expectStatus(page, m.registration.success, 'success');
    await expect(page.getByRole('link', { name: m.registration.backToGuide })).toHaveAttribute(
      'href',
      '/it/freshly/configurazione',
    );
    await waitForMail(email, { subject: messages(locale).mail.registrationConfirmation.subject });
  });

  test('an issued code extends the warranty (en)', async ({ page }) => {
    const { locale, m } = inLocale('en');
    await page.goto(formPath('registration', locale));
    await fillRegistration(page, locale);
    await page.getByRole('textbox', { name: m.registration.warrantyCode, exact: true }).fill(issuedCode);
    await page.getByRole('button', { name: m.registration.submit }).click();
    await expectStatus(page, m.registration.success, 'success');
    await expect(page.getByTestId('form-status')).toContainText(m.registration.warrantyExtended);
  });
});

{
  const { locale, m } = inLocale('de');

  test.describe(`product registration without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });
    // Each step is a full page load of a content-rich page, twice per test.
    test.slow();

    test('the server refuses an unknown warranty code, keeps the input, then registers', async ({ page }) => {
      await page.goto(formPath('registration', locale));
      await fillRegistration(page, locale);
      await page.getByRole('textbox', { name: m.registration.warrantyCode, exact: true }).fill(unissuedCode);
      await page.getByRole('button', { name: m.registration.submit }).click();
      await expectStatus(page, m.registration.invalidWarrantyCode, 'error', false);
      await expect(page.getByRole('textbox', { name: m.registration.serialNumber, exact: true })).toHaveValue(
        formatSamples.serialNumber,
      );
      await page.getByRole('textbox', { name: m.registration.warrantyCode, exact: true }).fill('');
      await page.getByRole('checkbox', { name: plain(m.registration.privacy) }).check();
      await page.getByRole('button', { name: m.registration.submit }).click();
      await expectStatus(page, m.registration.success, 'success', false);
    });
  });
}
