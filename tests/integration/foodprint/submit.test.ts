import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The real embedded survey and profiles; only Next's redirect is replaced by a throw we can read.
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  redirect: (url: string) => {
    throw new Redirect(url);
  },
}));

class Redirect extends Error {
  constructor(readonly url: string) {
    super(url);
  }
}

const { configureContentClient } = await import('@/lib/content/instance');
const { submitFoodprint } = await import('@/lib/foodprint/action');
const { compareWithOthers, getSurvey, setResultStore } = await import('@/lib/foodprint/server');
const { memoryResultStore } = await import('@/lib/foodprint/results');
const { answerField } = await import('@/lib/foodprint/scoring');

type Store = ReturnType<typeof memoryResultStore>;
let store: Store;

beforeAll(() => {
  configureContentClient({ env: {}, contentRoot: path.join(process.cwd(), 'content') });
});
beforeEach(() => {
  store = memoryResultStore();
  setResultStore(store);
});

async function submit(fields: Record<string, string>): Promise<string> {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  try {
    await submitFoodprint(data);
  } catch (error) {
    if (error instanceof Redirect) return error.url;
    throw error;
  }
  throw new Error('no redirect');
}

/** The answer worth `points` (or the first one) for each question, until the total reaches `target`. */
async function answersFor(locale: 'en' | 'de' | 'it', target: number) {
  const survey = (await getSurvey(locale))!;
  let left = target;
  const fields: Record<string, string> = { locale, surveyId: survey.id };
  for (const question of survey.questions) {
    const sorted = [...question.answers].sort((a, b) => b.points - a.points);
    const answer = sorted.find((a) => a.points <= left) ?? sorted[sorted.length - 1];
    left -= answer.points;
    fields[answerField(question.id)] = answer.id;
  }
  return fields;
}

describe('submitting the quiz', () => {
  it('scores, stores the anonymous result with the survey id, and shows the localized result', async () => {
    const fields = await answersFor('de', 30);
    fields[answerField('household-size')] = '3';
    expect(await submit(fields)).toBe('/de/foodprint-rechner/30?people=3');
    expect(store.results).toEqual([
      { score: 30, profileId: 'green-guru', locale: 'de', surveyId: 'survey-foodprint-de' },
    ]);
  });

  it('sends an incomplete quiz back with a notice and stores nothing', async () => {
    const fields = await answersFor('it', 12);
    delete fields[answerField('leftovers')];
    expect(await submit(fields)).toBe('/it/calcolatore-foodprint?notice=missing');
    expect(store.results).toEqual([]);
  });

  it('refuses answers given to another language survey', async () => {
    const fields = await answersFor('en', 20);
    expect(await submit({ ...fields, surveyId: 'survey-foodprint-de' })).toBe('/foodprint-calculator?notice=changed');
    expect(store.results).toEqual([]);
  });

  it('compares with stored results once there are enough', async () => {
    expect(await compareWithOthers(30)).toEqual({ kind: 'few', total: 0 });
    for (let i = 0; i < 31; i++)
      await store.save({ score: 10, profileId: 'eco-appetizer', locale: 'en', surveyId: 'x' });
    for (let i = 0; i < 19; i++)
      await store.save({ score: 35, profileId: 'zero-waste-wizard', locale: 'en', surveyId: 'x' });
    expect(await compareWithOthers(30)).toEqual({ kind: 'percent', lessWasteThan: 62, total: 50 });
  });
});
