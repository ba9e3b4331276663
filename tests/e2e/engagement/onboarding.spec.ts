import { formatSamples } from '@/lib/forms/formats';
import { guideParts } from '@/lib/onboarding/parts';
import { expect, test } from '../axe';
import { expectStatus, plain, uniqueEmail } from '../forms/support';
import { fill, messages } from '../shop/support';
import { locales, onboardingPath, registrationPath, scrollsSideways } from './support';

for (const locale of locales) {
  test.describe(`onboarding guide in ${locale}`, () => {
    test('has its twelve parts, five anchored steps and the registration prompt', async ({ page }) => {
      await page.goto(onboardingPath(locale));
      for (const part of guideParts) {
        await expect(page.locator(`[data-onboarding-part="${part}"]`), part).toHaveCount(1);
      }
      await expect(page.locator('[data-onboarding-part="hero"] h1')).toHaveCount(1);
      for (let step = 1; step <= 5; step++) await expect(page.locator(`li#step-${step}`)).toHaveCount(1);
      await expect(page.locator('[data-onboarding-part="blog"] article')).not.toHaveCount(0);
      await expect(page.locator('[data-onboarding-part="faq"] details')).not.toHaveCount(0);
      await expect(page.locator('[data-onboarding-part="troubleshooting"] details')).not.toHaveCount(0);
      await expect(page.locator('[data-onboarding-part="resources"] a[href*="/download/"]')).toHaveCount(1);

      const register = page.locator(`[data-onboarding-part="registration"] a[href^="${registrationPath(locale)}"]`);
      await expect(register).toHaveAttribute('href', `${registrationPath(locale)}?source=onboarding`);
      await register.click();
      await expect(page).toHaveURL(`${registrationPath(locale)}?source=onboarding`);
    });

    test('ticks steps by keyboard and keeps the progress after a reload', async ({ page }) => {
      const t = messages(locale).onboarding;
      await page.goto(`${onboardingPath(locale)}#step-3`);
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
  });
}

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
  await choice(m.registration.store).selectOption('Other');
  await box(m.registration.otherStore).fill('Viridea shop');
  await page.getByRole('checkbox', { name: plain(m.registration.privacy) }).check();
  await page.getByRole('button', { name: m.registration.submit }).click();
  await expectStatus(page, m.registration.success, 'success');
  await page.getByRole('link', { name: m.registration.backToGuide }).click();
  await expect(page).toHaveURL(onboardingPath('en'));
  await expect(page.locator('[data-onboarding-part="steps"]')).toHaveCount(1);
});
