import { expect, test } from '../axe';
import { attributeOf, hrefAfter, metaContent, served } from '../shop/html';
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

test.describe('foodprint quiz in German', () => {
  test('taken by keyboard, one question per screen, to the right profile', async ({ page }) => {
    // Eleven questions by Tab and arrow keys: slow on a loaded machine.
    test.setTimeout(120_000);
    const locale = 'de';
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
    await expect(page.getByTestId('foodprint-freshly').getByRole('link')).toHaveAttribute('href', '/de/freshly');
  });
});

test(
  'foodprint quiz in Italian asks for an answer, keeps the answers across a reload and says so',
  {
    tag: '@smoke',
  },
  async ({ page }) => {
    const t = messages('it').foodprint;
    const { questions } = plan('it');
    await page.goto(quizPaths.it);
    await test.step('Next without an answer asks for one', async () => {
      await expect(page.locator('#quiz-progress')).toBeVisible();
      await page.getByRole('button', { name: t.quiz.next }).click();
      await expect(page.getByRole('alert').filter({ hasText: t.quiz.required })).toBeVisible();
    });
    await test.step('two answers survive a reload', async () => {
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
  },
);

const scores: Record<Locale, number> = { en: 30, de: 16, it: 38 };

test('the English result page shares, copies its address and fits 320 px', async ({ page, context }) => {
  const t = messages('en').foodprint;
  const profile = expectedProfile('en', scores.en);
  const path = `${quizPaths.en}/${scores.en}`;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(path);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  const url = new URL(path, page.url()).href;
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
});

test('every language serves its result page with its own share text and OG image, and refuses bad scores', async ({
  request,
  baseURL,
}) => {
  for (const locale of locales) {
    await test.step(locale, async () => {
      const score = scores[locale];
      const profile = expectedProfile(locale, score);
      const path = `${quizPaths[locale]}/${score}`;
      const html = await served(request, `${path}?people=3`);
      expect(hrefAfter(html, 'data-testid="foodprint-savings"')).toBe(`${savingsPaths[locale]}?people=3`);
      expect(hrefAfter(html, 'data-testid="foodprint-freshly"')).toBe(
        locale === 'en' ? '/freshly' : `/${locale}/freshly`,
      );
      const whatsapp = new URL(attributeOf(html, 'data-network="whatsapp"', 'href')!);
      expect(whatsapp.searchParams.get('text')).toBe(`${profile.shareable_thought} ${new URL(path, baseURL).href}`);
      expect(metaContent(html, 'og:title')).toContain(profile.title);
      expect(metaContent(html, 'og:description')).toBe(profile.shareable_thought);
      const image = metaContent(html, 'og:image')!;
      expect(image).toContain(`/api/foodprint-image/${locale}/${score}`);
      const response = await request.get(new URL(image).pathname);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      expect((await response.body()).subarray(1, 4).toString()).toBe('PNG');
      for (const bad of ['41', '-1', 'abc', '1.5', '07', '30/1']) {
        expect((await request.get(`${quizPaths[locale]}/${bad}`)).status(), bad).toBe(404);
      }
    });
  }
});

test.describe('foodprint quiz without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a plain form with every question posts to the server and shows the result, in every language', async ({
    page,
  }) => {
    for (const locale of locales) {
      await test.step(locale, async () => {
        const { questions, chosen, score, people } = plan(locale);
        await page.goto(quizPaths[locale]);
        await expect(page.getByTestId('quiz-question')).toHaveCount(questions.length);
        for (const [index, question] of questions.entries()) {
          await page
            .getByRole('group', { name: question.primary.prompt })
            .getByRole('radio')
            .nth(chosen[index])
            .check();
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
});
