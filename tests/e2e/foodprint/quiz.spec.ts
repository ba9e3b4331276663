import { expect, test } from '../axe';
import { messages } from '../shop/support';
import {
  expectedProfile,
  isRadio,
  isSubmit,
  locales,
  quizPaths,
  savingsPaths,
  surveyQuestions,
  tabTo,
  type Locale,
} from './support';

// Which answer (by position) each locale picks, so the three runs land on different profiles.
const picks: Record<Locale, (index: number) => number> = {
  en: () => 0,
  de: (i) => i % 2,
  it: (i) => (i % 3 === 0 ? 2 : 1),
};

function plan(locale: Locale) {
  const questions = surveyQuestions(locale);
  const chosen = questions.map((q, i) => Math.min(picks[locale](i), q.items.length - 1));
  const score = questions.reduce((sum, q, i) => sum + q.items[chosen[i]].points, 0);
  const people = Number(questions[0].items[chosen[0]].answer_id);
  return { questions, chosen, score, people };
}

for (const locale of locales) {
  test.describe(`foodprint quiz in ${locale}`, () => {
    test('taken by keyboard, one question per screen, to the right profile', async ({ page }) => {
      // Eleven questions by Tab and arrow keys: slow on a loaded machine.
      test.setTimeout(120_000);
      const t = messages(locale).foodprint;
      const { questions, chosen, score, people } = plan(locale);
      await page.goto(quizPaths[locale]);
      const progress = page.locator('#quiz-progress');
      await expect(progress).toHaveText(
        t.quiz.progress.replace('{current}', '1').replace('{total}', String(questions.length)),
      );
      await expect(page.getByTestId('quiz-question').filter({ visible: true })).toHaveCount(1);

      for (const [index, question] of questions.entries()) {
        if (index > 0) {
          await expect(page.getByRole('heading', { level: 2, name: question.primary.prompt })).toBeFocused();
        }
        await tabTo(page, isRadio);
        await page.keyboard.press('Space');
        for (let step = 0; step < chosen[index]; step++) await page.keyboard.press('ArrowDown');
        await tabTo(page, isSubmit);
        await page.keyboard.press('Enter');
        if (index < questions.length - 1) {
          await expect(progress).toHaveText(
            t.quiz.progress.replace('{current}', String(index + 2)).replace('{total}', String(questions.length)),
          );
        }
      }

      await expect(page).toHaveURL(new RegExp(`${quizPaths[locale]}/${score}\\?people=${people}$`));
      const profile = expectedProfile(locale, score);
      await expect(page.getByTestId('foodprint-profile')).toHaveAttribute('data-profile', profile.profile_id);
      await expect(page.getByRole('heading', { level: 1, name: profile.title })).toBeVisible();
      await expect(page.getByTestId('foodprint-comparison')).toBeVisible();
      await expect(page.getByTestId('foodprint-savings').getByRole('link')).toHaveAttribute(
        'href',
        `${savingsPaths[locale]}?people=${people}`,
      );
      await expect(page.getByTestId('foodprint-freshly').getByRole('link')).toHaveAttribute(
        'href',
        locale === 'en' ? '/freshly' : `/${locale}/freshly`,
      );
    });

    test('keeps the answers across a reload and says so', async ({ page }) => {
      const t = messages(locale).foodprint;
      const { questions } = plan(locale);
      await page.goto(quizPaths[locale]);
      for (let index = 0; index < 2; index++) {
        const fieldset = page.getByTestId('quiz-question').filter({ visible: true });
        await fieldset.getByRole('radio').nth(1).check();
        await page.getByRole('button', { name: t.quiz.next }).click();
      }
      await expect(page.getByRole('heading', { level: 2, name: questions[2].primary.prompt })).toBeFocused();
      await page.reload();
      await expect(page.getByText(t.quiz.resumed)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: questions[2].primary.prompt })).toBeVisible();
      await page.getByRole('button', { name: t.quiz.back }).click();
      await expect(page.getByTestId('quiz-question').filter({ visible: true }).getByRole('radio').nth(1)).toBeChecked();
    });

    test('asks for an answer before moving on', async ({ page }) => {
      const t = messages(locale).foodprint;
      await page.goto(quizPaths[locale]);
      await expect(page.locator('#quiz-progress')).toBeVisible();
      await page.getByRole('button', { name: t.quiz.next }).click();
      await expect(page.getByRole('alert').filter({ hasText: t.quiz.required })).toBeVisible();
    });

    test('the result page shares, has its own localized OG image, and fits 320 px', async ({
      page,
      request,
      context,
    }) => {
      const t = messages(locale).foodprint;
      const score = locale === 'en' ? 30 : locale === 'de' ? 16 : 38;
      const profile = expectedProfile(locale, score);
      const path = `${quizPaths[locale]}/${score}`;
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

      const url = new URL(path, page.url()).href;
      const whatsapp = await page.locator('a[data-network="whatsapp"]').getAttribute('href');
      expect(new URL(whatsapp!).searchParams.get('text')).toBe(`${profile.shareable_thought} ${url}`);
      const x = new URL((await page.locator('a[data-network="x"]').getAttribute('href'))!);
      expect([x.searchParams.get('text'), x.searchParams.get('url')]).toEqual([profile.shareable_thought, url]);
      await expect(page.locator('a[data-network="facebook"]')).toHaveAttribute(
        'href',
        `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
      );
      await expect(page.locator('a[data-network="email"]')).toHaveAttribute('href', /^mailto:\?subject=/);
      await page.getByTestId('share-copy').click();
      await expect(page.getByText(t.share.copied)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(profile.title));
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
        'content',
        profile.shareable_thought,
      );
      const image = await page.locator('meta[property="og:image"]').getAttribute('content');
      expect(image).toContain(`/api/foodprint-image/${locale}/${score}`);
      const response = await request.get(new URL(image!).pathname);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      expect((await response.body()).subarray(1, 4).toString()).toBe('PNG');
    });

    test('out-of-range and non-numeric scores are not found', async ({ request }) => {
      for (const bad of ['41', '-1', 'abc', '1.5', '07', '30/1']) {
        expect((await request.get(`${quizPaths[locale]}/${bad}`)).status(), bad).toBe(404);
      }
    });
  });
}

test.describe('foodprint quiz without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of locales) {
    test(`a plain form with every question posts to the server and shows the result (${locale})`, async ({ page }) => {
      const { questions, chosen, score, people } = plan(locale);
      await page.goto(quizPaths[locale]);
      await expect(page.getByTestId('quiz-question')).toHaveCount(questions.length);
      for (const [index, question] of questions.entries()) {
        await page.getByRole('group', { name: question.primary.prompt }).getByRole('radio').nth(chosen[index]).check();
      }
      await page.getByRole('button', { name: messages(locale).foodprint.quiz.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${quizPaths[locale]}/${score}\\?people=${people}$`));
      await expect(page.getByTestId('foodprint-profile')).toHaveAttribute(
        'data-profile',
        expectedProfile(locale, score).profile_id,
      );
    });
  }
});
