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

// The journeys run once each (German with JavaScript, English without); the block's labels and client-side messages
// in every locale are a unit-dom test (tests/unit/forms/localized-forms.test.tsx).
{
  const locale: Locale = 'de';
  const m = messages(locale).forms;

  test.describe(`newsletter block (${locale})`, () => {
    test('asks for email, country and consent in this language, then subscribes', async ({ page }) => {
      await page.goto(formPath('home', locale));
      const form = page.getByTestId('newsletter-block');
      await form.getByRole('button', { name: m.newsletter.submit }).click();
      await expect(form.getByText(ruleMessage(locale, 'required', 'email'))).toBeVisible();
      await expect(form.getByText(ruleMessage(locale, 'required', 'country'))).toBeVisible();
      await form.getByRole('textbox', { name: m.common.email, exact: true }).fill(uniqueEmail('block'));
      await form.getByRole('combobox', { name: m.common.country, exact: true }).selectOption('DE');
      await form.getByRole('checkbox', { name: plain(m.newsletter.privacy) }).check();
      await form.getByRole('button', { name: m.newsletter.submit }).click();
      await expectStatus(page, m.newsletter.success, 'success');
    });
  });
}

test('a confirmation link asks for the confirming POST and an unknown one is refused, in every locale, not indexed', async ({
  request,
}) => {
  for (const locale of locales) {
    const link = `${formPath('confirm', locale)}?token=not-a-token`;
    const html = await (await request.get(link)).text();
    expect(html, link).toMatch(/<meta name="robots" content="[^"]*noindex/);
    expect(missing(await pageText(request, link), [messages(locale).privacy.newsletter.confirmSubmit]), link).toEqual(
      [],
    );
    const refused = `${formPath('confirm', locale)}?status=invalid`;
    expect(
      missing(await pageText(request, refused), [messages(locale).forms.newsletter.confirm.invalid]),
      refused,
    ).toEqual([]);
  }
});

{
  const locale: Locale = 'en';
  const m = messages(locale).forms;

  test.describe(`newsletter block without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });
    // Each step is a full page load of a content-rich page, twice per test.
    test.slow();

    test('the server names the missing consent and keeps the email, then subscribes', async ({ page }) => {
      const email = uniqueEmail('block-nojs');
      await page.goto(formPath('home', locale));
      const form = page.getByTestId('newsletter-block');
      await form.getByRole('textbox', { name: m.common.email, exact: true }).fill(email);
      await form.getByRole('combobox', { name: m.common.country, exact: true }).selectOption('AT');
      await form.getByRole('button', { name: m.newsletter.submit }).click();
      await expectStatus(page, m.newsletter.error, 'error', false);
      const again = page.getByTestId('newsletter-block');
      const consent = ruleMessage(locale, 'accepted', 'privacy');
      // The summary atop the form links to the field, which says it too (issue 26 defect 3).
      await expect(again.getByRole('link', { name: consent })).toHaveAttribute('href', '#newsletter-block-privacy');
      await expect(again.getByRole('alert').filter({ hasText: consent })).toBeVisible();
      await expect(again.getByRole('textbox', { name: m.common.email, exact: true })).toHaveValue(email);
      await again.getByRole('checkbox', { name: plain(m.newsletter.privacy) }).check();
      await again.getByRole('button', { name: m.newsletter.submit }).click();
      await expectStatus(page, m.newsletter.success, 'success', false);
    });
  });
}
