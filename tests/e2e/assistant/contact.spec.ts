import { expect, test } from '../axe';

const cases = [
  {
    locale: 'en',
    contact: '/contact',
    search: 'Search the FAQ',
    question: 'Your question',
    send: 'Send',
    online: 'The assistant is online.',
    battery: 'my Freshly, how long till the battery is empty?',
    batteryArticle: '/faq/freshly/guide/recharge',
    unknown: 'Can I pay with a cheque from my grandmother?',
    handover: 'Continue with the contact form',
    message: 'Message',
  },
  {
    locale: 'de',
    contact: '/de/kontakt',
    search: 'FAQ durchsuchen',
    question: 'Ihre Frage',
    send: 'Senden',
    online: 'Der Assistent ist online.',
    battery: 'Mein Freshly: wie lange dauert es, bis der Akku leer ist?',
    batteryArticle: '/de/faq/freshly/guide/recharge',
    unknown: 'Kann ich mit einem Scheck meiner Oma zahlen?',
    handover: 'Weiter zum Kontaktformular',
    message: 'Nachricht',
  },
  {
    locale: 'it',
    contact: '/it/contatti',
    search: 'Cerca nelle FAQ',
    question: 'La tua domanda',
    send: 'Invia',
    online: 'L’assistente è online.',
    battery: 'il mio Freshly, quanto ci mette la batteria a scaricarsi?',
    batteryArticle: '/it/faq/freshly/guide/recharge',
    unknown: 'Posso pagare con un assegno della nonna?',
    handover: 'Continua con il modulo di contatto',
    message: 'Messaggio',
  },
] as const;

for (const c of cases) {
  test(`contact page self-help (${c.locale}): an answer, then a handover that prefills the form`, async ({ page }) => {
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
}
