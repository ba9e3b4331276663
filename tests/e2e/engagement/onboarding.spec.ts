import { formatSamples } from '@/lib/forms/formats';
import { guideParts } from '@/lib/onboarding/parts';
import { expect, test } from '../axe';
import { expectStatus, plain, uniqueEmail } from '../forms/support';
import { countTags, served, tagsWith } from '../shop/html';
import { fill, messages } from '../shop/support';
import { locales, onboardingPath, registrationPath, scrollsSideways } from './support';

// The prompt's link is followed in the registration round trip at the end of this file.
test('every language serves the guide with its twelve parts, five anchored steps and the registration prompt', async ({
  request,
}) => {
  for (const locale of locales) {
    await test.step(locale, async () => {
      const html = await served(request, onboardingPath(locale));
      const part = (name: string) => {
        const from = html.indexOf(`data-onboarding-part="${name}"`);
        const to = html.indexOf('data-onboarding-part=', from + 1);
        return html.slice(from, to < 0 ? undefined : to);
      };
      for (const name of guideParts) expect(tagsWith(html, `data-onboarding-part="${name}"`), name).toHaveLength(1);
      expect(countTags(part('hero'), 'h1')).toBe(1);
      for (let step = 1; step <= 5; step++) {
        expect(tagsWith(html, `id="step-${step}"`).filter((tag) => tag.startsWith('<li'))).toHaveLength(1);
      }
      expect(countTags(part('blog'), 'article')).toBeGreaterThan(0);
      expect(countTags(part('faq'), 'details')).toBeGreaterThan(0);
      expect(countTags(part('troubleshooting'), 'details')).toBeGreaterThan(0);
      expect(tagsWith(part('resources'), '/download/').filter((tag) => tag.startsWith('<a '))).toHaveLength(1);
      expect(part('registration')).toContain(`href="${registrationPath(locale)}?source=onboarding"`);
    });
  }
});

test('onboarding guide in de: ticks steps by keyboard and keeps the progress after a reload', async ({ page }) => {
  const t = messages('de').onboarding;
  await page.goto(`${onboardingPath('de')}#step-3`);
  const progress = page.locator('[data-onboarding-progress] [role="status"]');
  await expect(progress).toHaveText(fill(t.progress, { done: 0, total: 5 }));
  const tick = page.getByRole('checkbox', { name: fill(t.markDone, { step: 3 }) });
  await tick.focus();
  await page.keyboard.press('Space');
  await expect(tick).toBeChecked();
  await expect(progress).toHaveText(fill(t.progress, { done: 1, total: 5 }));
  await page.reload();
  await expect(page.getByRole('checkbox', { name: fill(t.markDone, { step: 3 }) })).toBeChecked();
  await expect(progress).toHaveText(fill(t.progress, { done: 1, total: 5 }));
});

test.describe('onboarding guide without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('reads as plain content: every part and step, no ticks', async ({ page }) => {
    await page.goto(onboardingPath('de'));
    for (const part of guideParts) await expect(page.locator(`[data-onboarding-part="${part}"]`)).toHaveCount(1);
    await expect(page.locator('li[id^="step-"]')).toHaveCount(5);
    await expect(page.locator('[data-onboarding-part="steps"] input[type="checkbox"]')).toHaveCount(0);
  });
});

test('the English guide names its resources once and fits 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(onboardingPath('en'));
  await expect(page.getByRole('heading', { name: 'Resources', exact: true })).toHaveCount(1);
  expect(await scrollsSideways(page)).toBe(false);
});

test('registration round trip: from the guide to the form, registered, and back to the guide', async ({ page }) => {
  const m = messages('en').forms;
  await page.goto(onboardingPath('en'));
  await page.locator(`[data-onboarding-part="registration"] a[href^="${registrationPath('en')}"]`).click();
  await expect(page).toHaveURL(`${registrationPath('en')}?source=onboarding`);
  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  const choice = (name: string) => page.getByRole('combobox', { name, exact: true });
  await box(m.common.firstName).fill('Ada');
  await box(m.common.lastName).fill('Rossi');
  await box(m.common.email).fill(uniqueEmail('onboarding'));
  await choice(m.common.country).selectOption('IT');
  await choice(m.registration.productFamily).selectOption('freshly');
  await box(m.registration.serialNumber).fill(formatSamples.serialNumber);
  await box(m.registration.macAddress).fill(formatSamples.macAddress);
  await choice(m.registration.purchaseLocation).selectOption('Ecommerce');
  await box(m.registration.orderId).fill(formatSamples.orderId.shop);
  await page.getByRole('checkbox', { name: plain(m.registration.privacy) }).check();
  await page.getByRole('button', { name: m.registration.submit }).click();
  await expectStatus(page, m.registration.success, 'success');
  await page.getByRole('link', { name: m.registration.backToGuide }).click();
  await expect(page).toHaveURL(onboardingPath('en'));
  await expect(page.locator('[data-onboarding-part="steps"]')).toHaveCount(1);
});
