import { expect, test } from '../axe';

const cases = [
  {
    locale: 'en',
    faq: '/faq',
    search: 'Search the FAQ',
    typo: 'warrenty',
    typoHit: 'What warranty do Viridea products have?',
    noResults: 'No results for',
    launcher: 'Ask the assistant',
    question: 'Your question',
    send: 'Send',
    online: 'The assistant is online.',
    offline: 'so the assistant cannot answer',
    battery: 'How many days does the Freshly battery hold?',
    batteryArticle: '/faq/freshly/guide/recharge',
  },
  {
    locale: 'de',
    faq: '/de/faq',
    search: 'FAQ durchsuchen',
    typo: 'Garantei',
    typoHit: 'Welche Garantie haben Viridea-Produkte?',
    noResults: 'Keine Ergebnisse für',
    launcher: 'Assistenten fragen',
    question: 'Ihre Frage',
    send: 'Senden',
    online: 'Der Assistent ist online.',
    offline: 'daher kann der Assistent nicht antworten',
    battery: 'Wie viele Tage hält der Akku von Freshly?',
    batteryArticle: '/de/faq/freshly/anleitung/aufladen',
  },
  {
    locale: 'it',
    faq: '/it/faq',
    search: 'Cerca nelle FAQ',
    typo: 'garanzai',
    typoHit: 'Che garanzia hanno i prodotti Viridea?',
    noResults: 'Nessun risultato per',
    launcher: 'Chiedi all’assistente',
    question: 'La tua domanda',
    send: 'Invia',
    online: 'L’assistente è online.',
    offline: 'quindi l’assistente non può rispondere',
    battery: 'Quanti giorni dura la batteria di Freshly?',
    batteryArticle: '/it/faq/freshly/guida/ricarica',
  },
] as const;

// Each journey runs in one locale; tests/unit/assistant/localized.test.ts proves the search and the answers in all three.
const [en, de, it] = cases;

test.describe('self-help', () => {
  test(
    'FAQ search finds an article despite a typo and opens it by keyboard (de)',
    { tag: '@smoke' },
    async ({ page }) => {
      const c = de;
      await page.goto(c.faq);
      const box = page.getByRole('combobox', { name: c.search });
      await box.fill(c.typo);
      const option = page.getByRole('option', { name: c.typoHit });
      await expect(option).toBeVisible();
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await box.press('ArrowDown');
      await expect(page.getByRole('option', { selected: true })).toHaveText(c.typoHit);
      await box.press('Enter');
      await expect(page).toHaveURL(/\/garantie$/);
    },
  );

  test('FAQ search says when nothing matches (it)', async ({ page }) => {
    const c = it;
    await page.goto(c.faq);
    await page.getByRole('combobox', { name: c.search }).fill('qwxzyq');
    await expect(page.getByRole('status').filter({ hasText: c.noResults })).toBeVisible();
    await expect(page.getByRole('option')).toHaveCount(0);
  });

  test('the assistant answers the battery question in its own words with the right article (en)', async ({ page }) => {
    const c = en;
    await page.goto(c.faq);
    await page.locator('summary', { hasText: c.launcher }).click();
    await expect(page.getByRole('status').filter({ hasText: c.online })).toBeVisible();
    const field = page.getByRole('textbox', { name: c.question });
    await expect(field).toBeFocused();
    await field.fill(c.battery);
    await page.getByRole('button', { name: c.send }).click();
    const log = page.getByRole('log');
    await expect(log.locator(`a[href="${c.batteryArticle}"]`)).toBeVisible();
    await expect(log).toContainText('30');
  });

  test('offline, the assistant says so and the FAQ search stays (it)', async ({ page, context }) => {
    const c = it;
    await page.goto(c.faq);
    await page.locator('summary', { hasText: c.launcher }).click();
    await expect(page.getByRole('status').filter({ hasText: c.online })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: c.offline })).toBeVisible();
    await expect(page.getByRole('textbox', { name: c.question })).toHaveCount(0);
    await page.getByRole('combobox', { name: c.search }).fill(c.typo);
    await expect(page.getByRole('option', { name: c.typoHit })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: c.online })).toBeVisible();
  });
});

test('at 320 px the FAQ page with the open assistant does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/faq');
  await page.locator('summary', { hasText: 'Ask the assistant' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The assistant is online.' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
