import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Content } from '@prismicio/client';
import { describe, expect, it } from 'vitest';
import { compareScore, minimumResults } from '@/lib/foodprint/comparison';
import { householdQuestionId, householdSize, parsePeople } from '@/lib/foodprint/household';
import {
  allScores,
  maxScore,
  maxTotal,
  parseScore,
  profileFor,
  scoreAnswers,
  type Answers,
} from '@/lib/foodprint/scoring';
import { toSurvey } from '@/lib/foodprint/survey';

const docs = path.join(process.cwd(), 'content', 'documents');
const langs = ['en-gb', 'de-de', 'it-it'] as const;
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const surveyDoc = (lang: string) =>
  readJson(path.join(docs, lang, 'survey', 'foodprint.json')) as Content.SurveyDocument;
const profiles = (lang: string) =>
  readdirSync(path.join(docs, lang, 'foodprint_profile')).map(
    (file) => readJson(path.join(docs, lang, 'foodprint_profile', file)) as Content.FoodprintProfileDocument,
  );

const best = (lang: string): Answers => {
  const survey = toSurvey(surveyDoc(lang));
  return Object.fromEntries(
    survey.questions.map((q) => [q.id, [...q.answers].sort((a, b) => b.points - a.points)[0].id]),
  );
};

describe.each(langs)('the %s survey content', (lang) => {
  const survey = toSurvey(surveyDoc(lang));

  it('has 8 to 12 questions whose best answers add up to exactly 40', () => {
    expect(survey.questions.length).toBeGreaterThanOrEqual(8);
    expect(survey.questions.length).toBeLessThanOrEqual(12);
    expect(maxTotal(survey)).toBe(maxScore);
    expect(maxScore).toBe(40);
  });

  it('gives every answer whole, non-negative points and every question at least two answers', () => {
    for (const question of survey.questions) {
      expect(question.answers.length).toBeGreaterThanOrEqual(2);
      for (const answer of question.answers) expect(Number.isInteger(answer.points) && answer.points >= 0).toBe(true);
    }
  });

  it('uses the same question and answer ids and points as English, and its own survey id', () => {
    const english = toSurvey(surveyDoc('en-gb'));
    const shape = (s: typeof survey) => s.questions.map((q) => [q.id, q.answers.map((a) => [a.id, a.points])]);
    expect(shape(survey)).toEqual(shape(english));
    expect(survey.id).toBe(`survey-foodprint-${lang.slice(0, 2)}`);
  });

  it('scores the best answers 40 and the worst 0', () => {
    expect(scoreAnswers(survey, best(lang))).toBe(40);
    const worst = Object.fromEntries(
      survey.questions.map((q) => [q.id, [...q.answers].sort((a, b) => a.points - b.points)[0].id]),
    );
    expect(scoreAnswers(survey, worst)).toBe(0);
  });

  it('refuses a missing or unknown answer', () => {
    const answers = best(lang);
    const [first] = survey.questions;
    expect(scoreAnswers(survey, { ...answers, [first.id]: 'nonsense' })).toBeNull();
    const rest = Object.fromEntries(Object.entries(answers).filter(([id]) => id !== first.id));
    expect(scoreAnswers(survey, rest)).toBeNull();
  });
});

describe('tiers (spec §9) from the profile content', () => {
  const expected: [number, string][] = [
    [0, 'eco-appetizer'],
    [15, 'eco-appetizer'],
    [16, 'waste-warrior'],
    [22, 'waste-warrior'],
    [23, 'mindful-meal-hiker'],
    [27, 'mindful-meal-hiker'],
    [28, 'green-guru'],
    [32, 'green-guru'],
    [33, 'zero-waste-wizard'],
    [37, 'zero-waste-wizard'],
    [38, 'eco-culinary-captain'],
    [40, 'eco-culinary-captain'],
  ];
  it.each(langs)('maps the boundary scores to the right profile in %s', (lang) => {
    const list = profiles(lang);
    for (const [score, id] of expected) expect([score, profileFor(list, score)?.data.profile_id]).toEqual([score, id]);
  });

  it.each(langs)('gives every score from 0 to 40 exactly one profile in %s', (lang) => {
    const list = profiles(lang);
    for (const score of allScores) {
      expect(list.filter((p) => profileFor([p], score)).length).toBe(1);
    }
  });
});

describe('parseScore', () => {
  it('reads the quiz, a score, or nothing valid', () => {
    expect(parseScore(undefined)).toBeUndefined();
    expect(parseScore([])).toBeUndefined();
    expect(parseScore(['0'])).toBe(0);
    expect(parseScore(['40'])).toBe(40);
    for (const bad of [['41'], ['-1'], ['1.5'], ['07'], ['abc'], ['100'], ['1', '2'], ['']]) {
      expect(parseScore(bad)).toBeNull();
    }
  });
});

describe('compareScore', () => {
  const counts = (entries: Record<number, number>) => allScores.map((score) => entries[score] ?? 0);

  it('falls back below the minimum number of results', () => {
    expect(compareScore(30, counts({ 10: minimumResults - 1 }))).toEqual({ kind: 'few', total: minimumResults - 1 });
  });

  it('counts the share of results with a lower score', () => {
    expect(compareScore(30, counts({ 10: 31, 30: 10, 35: 9 }))).toEqual({
      kind: 'percent',
      lessWasteThan: 62,
      total: 50,
    });
    expect(compareScore(0, counts({ 0: 25 }))).toEqual({ kind: 'percent', lessWasteThan: 0, total: 25 });
  });
});

describe('household size', () => {
  it('reads 1 to 12 people from the answer or the query', () => {
    expect(householdSize({ [householdQuestionId]: '3' })).toBe(3);
    expect(householdSize({})).toBeUndefined();
    expect(parsePeople('12')).toBe(12);
    for (const bad of ['0', '13', 'x', '2.5', ['2'], undefined]) expect(parsePeople(bad)).toBeUndefined();
  });
});
