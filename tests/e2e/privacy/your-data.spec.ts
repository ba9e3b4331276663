import { expect, test, type Page } from '../axe';
import { expectStatus, formPath, messages, pageText, plain, uniqueEmail, type Locale } from '../forms/support';
import { linkIn, waitForMail, type CaughtMail } from '../support/maildev';

const yourData = { en: '/your-data', de: '/de/ihre-daten', it: '/it/i-tuoi-dati' } as const;

/** A header of a caught mail as it was sent, read from MailDev's raw source (folded lines joined). */
async function header(mail: CaughtMail, name: string): Promise<string> {
  const source = await (await fetch(`${process.env.E2E_MAILDEV_URL}/api/email/${mail.id}/source`)).text();
  const lines = source
    .split(/\r?\n\r?\n/)[0]
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/);
  const prefix = `${name.toLowerCase()}:`;
  return (
    lines
      .find((line) => line.toLowerCase().startsWith(prefix))
      ?.slice(prefix.length)
      .trim() ?? ''
  );
}

/** Subscribes on the home page and confirms through the mailed link's button; returns the welcome mail. */
async function subscribe(page: Page, locale: Locale, email: string): Promise<CaughtMail> {
  const m = messages(locale);
  await page.goto(formPath('home', locale));
  const form = page.getByTestId('newsletter-block');
  await form.getByRole('textbox', { name: m.forms.common.email, exact: true }).fill(email);
  await form.getByRole('combobox', { name: m.forms.common.country, exact: true }).selectOption('DE');
  await form.getByRole('checkbox', { name: plain(m.forms.newsletter.privacy) }).check();
  await form.getByRole('button', { name: m.forms.newsletter.submit }).click();
  await expectStatus(page, m.forms.newsletter.success, 'success');
  await page.goto(linkIn(await waitForMail(email, { subject: m.mail.newsletterConfirm.subject }), /token=/));
  await page.getByRole('button', { name: m.privacy.newsletter.confirmSubmit }).click();
  await expect(page.getByTestId('newsletter-confirm')).toHaveText(m.forms.newsletter.confirm.confirmed);
  return waitForMail(email, { subject: m.mail.newsletterWelcome.subject });
}

test.describe('privacy rights', () => {
  test(
    'your data (de): the mailed link, a POST, the job and the download; the newsletter unsubscribes in one click',
    { tag: '@smoke' },
    async ({ page }) => {
      const locale = 'de';
      const m = messages(locale);
      const p = m.privacy;
      const email = uniqueEmail('rights');
      const welcome = await subscribe(page, locale, email);

      await page.goto(yourData[locale]);
      const form = page.getByTestId('your-data-form');
      await form.getByRole('textbox', { name: m.forms.common.email, exact: true }).fill(email);
      await expect(form.getByRole('radio', { name: p.form.export })).toBeChecked();
      await form.getByRole('button', { name: p.form.submit }).click();
      await expectStatus(page, p.form.checkInbox, 'success');
      const confirmation = await waitForMail(email, { subject: p.mail.confirm.subject.export });
      await page.goto(linkIn(confirmation, /request=/));
      await page.getByRole('button', { name: p.confirm.submit.export }).click();
      await expect(page.getByTestId('your-data-confirmed')).toHaveText(p.confirm.done.export);

      const ready = await waitForMail(email, { subject: p.mail.export.subject });
      const download = await page.request.get(linkIn(ready, /\/api\/privacy\/export\?token=/));
      expect(download.status()).toBe(200);
      expect(download.headers()['content-type']).toContain('application/json');
      const data = await download.json();
      expect(data).toMatchObject({ format: 'viridea-personal-data/1', email });
      expect(data.database.newsletter_subscriptions).toEqual([expect.objectContaining({ email, locale })]);
      const forged = await page.request.get('/api/privacy/export?token=forged&locale=de');
      expect(forged.status()).toBe(410);
      expect((await forged.json()).error).toBe(p.download.expired);

      expect(welcome.text).toContain(p.mail.unsubscribe);
      const oneClick = (await header(welcome, 'List-Unsubscribe')).match(/^<(.+)>$/)?.[1] ?? '';
      expect(oneClick).toMatch(/\/api\/newsletter\/unsubscribe\?u=/);
      expect(await header(welcome, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      const form8058 = { 'Content-Type': 'application/x-www-form-urlencoded' };
      const refused = await page.request.post(oneClick.replace(/u=[^&]+/, 'u=forged'), {
        headers: form8058,
        data: 'List-Unsubscribe=One-Click',
      });
      expect(refused.status()).toBe(400);
      const unsubscribed = await page.request.post(oneClick, { headers: form8058, data: 'List-Unsubscribe=One-Click' });
      expect(unsubscribed.status()).toBe(200);
      expect(await unsubscribed.json()).toEqual({ status: 'unsubscribed' });

      await page.goto(linkIn(welcome, /[?&]u=/));
      await page.getByRole('button', { name: p.unsubscribe.submit }).click();
      await expect(page.getByTestId('newsletter-unsubscribe')).toHaveText(p.unsubscribe.done);
    },
  );

  test('the Your data page and its form in English and Italian, before any script runs', async ({ request }) => {
    for (const locale of ['en', 'it'] as const) {
      const m = messages(locale);
      const text = await pageText(request, yourData[locale]);
      for (const wanted of [m.pages.yourData.title, m.privacy.form.intro, m.privacy.form.export, m.privacy.form.submit])
        expect(text, `${locale}: ${wanted}`).toContain(wanted);
    }
  });
});
