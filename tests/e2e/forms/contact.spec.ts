import { expect, test } from '../axe';
import {
  expectStatus,
  formPath,
  locales,
  messages,
  missing,
  pageText,
  plain,
  ruleMessage,
  uniqueEmail,
  type Locale,
} from './support';
import type { Page } from '@playwright/test';

async function fillPerson(page: Page, locale: Locale, email: string) {
  const m = messages(locale).forms;
  await page.getByRole('textbox', { name: m.common.firstName, exact: true }).fill('Anna');
  await page.getByRole('textbox', { name: m.common.lastName, exact: true }).fill('Rossi');
  await page.getByRole('textbox', { name: m.common.email, exact: true }).fill(email);
  await page.getByRole('combobox', { name: m.common.country, exact: true }).selectOption('IT');
  await page
    .getByRole('textbox', { name: m.contact.message, exact: true })
    .fill('My Freshly blinks red twice after the filter change. What does it mean?');
  await page.getByRole('checkbox', { name: plain(m.contact.privacy) }).check();
}

// The journeys run in German with JavaScript and in Italian without; what each locale's page says is checked for all
// three over HTTP below, and the form's client-side messages per locale in tests/unit/forms/localized-forms.test.tsx.
test('each locale’s contact page offers self-help, support hours, reply time and the labelled form', async ({
  request,
}) => {
  for (const locale of locales) {
    const m = messages(locale).forms;
    const text = await pageText(request, formPath('contact', locale));
    const labels = [m.common.firstName, m.common.lastName, m.common.email, m.common.country, m.contact.message];
    expect(
      missing(text, [m.contact.selfHelpTitle, m.contact.hours, m.contact.replyTime, m.contact.submit, ...labels]),
      locale,
    ).toEqual([]);
  }
});

{
  const locale: Locale = 'de';
  const m = messages(locale).forms;

  test.describe(`contact (${locale})`, () => {
    test('self-help first, support hours and reply time, then the form; ?message= prefills it', async ({ page }) => {
      await page.goto(`${formPath('contact', locale)}?message=${encodeURIComponent('Hello from the assistant')}`);
      await expect(page.getByRole('heading', { level: 2, name: m.contact.selfHelpTitle })).toBeVisible();
      await expect(page.locator('section#self-help')).toHaveCount(1);
      await expect(page.getByText(m.contact.hours)).toBeVisible();
      await expect(page.getByText(m.contact.replyTime)).toBeVisible();
      await expect(page.getByRole('textbox', { name: m.contact.message, exact: true })).toHaveValue(
        'Hello from the assistant',
      );
      const order = await page.evaluate(() =>
        ['#contact-faq', '#self-help', '#contact-hours', '[data-testid="contact-form"]'].map((selector) =>
          [...document.querySelectorAll('*')].indexOf(document.querySelector(selector)!),
        ),
      );
      expect([...order].sort((a, b) => a - b)).toEqual(order);
    });

    test('required fields are named in this language as the visitor goes', async ({ page }) => {
      await page.goto(formPath('contact', locale));
      await page.getByRole('button', { name: m.contact.submit }).click();
      await expect(page.getByText(ruleMessage(locale, 'required', 'firstName'))).toBeVisible();
      await expect(page.getByText(ruleMessage(locale, 'required', 'email'))).toBeVisible();
      await expect(page.getByRole('textbox', { name: m.common.firstName, exact: true })).toBeFocused();
      await page.getByRole('textbox', { name: m.common.firstName, exact: true }).fill('Anna');
      await expect(page.getByText(ruleMessage(locale, 'required', 'firstName'))).toHaveCount(0);
    });

    test('a private message is sent', { tag: '@smoke' }, async ({ page }) => {
      await page.goto(formPath('contact', locale));
      await fillPerson(page, locale, uniqueEmail('contact'));
      await page.getByRole('checkbox', { name: plain(m.contact.terms) }).check();
      await page.getByRole('button', { name: m.contact.submit }).click();
      await expectStatus(page, m.contact.success, 'success');
    });

    test('the business variant asks for the company and the business terms', async ({ page }) => {
      await page.goto(formPath('contact', locale));
      await page.getByRole('radio', { name: m.contact.business }).check();
      await fillPerson(page, locale, uniqueEmail('business'));
      await page.getByRole('button', { name: m.contact.submit }).click();
      await expect(page.getByText(ruleMessage(locale, 'required', 'company'))).toBeVisible();
      await page.getByRole('textbox', { name: m.contact.company, exact: true }).fill('Trattoria Verde srl');
      await page.getByRole('textbox', { name: m.contact.website, exact: true }).fill('trattoria-verde.example');
      await page.getByRole('checkbox', { name: plain(m.contact.businessTerms) }).check();
      await page.getByRole('button', { name: m.contact.submit }).click();
      await expectStatus(page, m.contact.success, 'success');
    });
  });
}

{
  const locale: Locale = 'it';
  const m = messages(locale).forms;

  test.describe(`contact without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });
    // Each step is a full page load of a content-rich page, twice per test.
    test.slow();

    test('the server answers with field errors and the entered values, then accepts the message', async ({ page }) => {
      await page.goto(formPath('contact', locale));
      await page.getByRole('textbox', { name: m.common.firstName, exact: true }).fill('Luca');
      await page.getByRole('button', { name: m.contact.submit }).click();
      await expectStatus(page, m.contact.error, 'error', false);
      // The answer page opens at the answer (issue 26 defect 3), whose summary links to each field in error.
      await expect(page).toHaveURL(/#contact-status$/);
      await expect(page.getByTestId('form-status')).toBeInViewport();
      await page.getByRole('link', { name: ruleMessage(locale, 'required', 'lastName') }).click();
      const lastName = page.getByRole('textbox', { name: m.common.lastName, exact: true });
      await expect(lastName).toBeInViewport();
      // The jump stops below the sticky header, not under it (WCAG 2.4.11).
      const [field, header] = await Promise.all([lastName.boundingBox(), page.locator('.site-header').boundingBox()]);
      expect(field!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
      await expect(page.getByRole('textbox', { name: m.common.firstName, exact: true })).toHaveValue('Luca');
      await fillPerson(page, locale, uniqueEmail('nojs'));
      await page.getByRole('checkbox', { name: plain(m.contact.terms) }).check();
      await page.getByRole('button', { name: m.contact.submit }).click();
      await expectStatus(page, m.contact.success, 'success', false);
      await expect(page.getByTestId('form-status')).toBeInViewport();
    });
  });
}
