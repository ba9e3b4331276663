import { expect, test } from '../axe';

// One locale in the browser; tests/unit/assistant/localized.test.ts proves the answer and the handover in all three.
const c = {
  contact: '/de/kontakt',
  search: 'FAQ durchsuchen',
  question: 'Ihre Frage',
  send: 'Senden',
  online: 'Der Assistent ist online.',
  battery: 'Mein Freshly: wie lange dauert es, bis der Akku leer ist?',
  batteryArticle: '/de/faq/freshly/anleitung/aufladen',
  unknown: 'Kann ich mit einem Scheck meiner Oma zahlen?',
  handover: 'Weiter zum Kontaktformular',
  message: 'Nachricht',
};

test('contact page self-help (de): an answer, then a handover that prefills the form', async ({ page }) => {
  await page.goto(c.contact);
  const selfHelp = page.locator('#self-help');
  await expect(selfHelp.getByRole('combobox', { name: c.search })).toBeVisible();
  await expect(selfHelp.getByRole('status').filter({ hasText: c.online })).toBeVisible();
  const field = selfHelp.getByRole('textbox', { name: c.question });
  await field.fill(c.battery);
  await selfHelp.getByRole('button', { name: c.send }).click();
  await expect(selfHelp.getByRole('log').locator(`a[href="${c.batteryArticle}"]`)).toBeVisible();
  await field.fill(c.unknown);
  await selfHelp.getByRole('button', { name: c.send }).click();
  const handover = selfHelp.getByRole('link', { name: c.handover }).last();
  await expect(handover).toBeVisible();
  await handover.click();
  await expect(page).toHaveURL(/[?&]message=/);
  await expect(page.getByRole('textbox', { name: c.message })).toHaveValue(new RegExp(c.unknown.slice(0, 20)));
});
