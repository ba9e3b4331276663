import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

export type Locale = 'en' | 'de' | 'it';
export const locales: Locale[] = ['en', 'de', 'it'];
const langs: Record<Locale, string> = { en: 'en-gb', de: 'de-de', it: 'it-it' };
export const quizPaths: Record<Locale, string> = {
  en: '/foodprint-calculator',
  de: '/de/foodprint-rechner',
  it: '/it/calcolatore-foodprint',
};
export const savingsPaths: Record<Locale, string> = {
  en: '/savings-calculator',
  de: '/de/sparrechner',
  it: '/it/calcolatore-risparmio',
};

type Question = { primary: { question_id: string; prompt: string }; items: { answer_id: string; points: number }[] };
type Profile = { data: { profile_id: string; title: string; shareable_thought: string } };

const read = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

export function surveyQuestions(locale: Locale): Question[] {
  const doc = read(`content/documents/${langs[locale]}/survey/foodprint.json`) as { data: { questions: Question[] } };
  return doc.data.questions;
}

// The spec's table (§9), written out here rather than read from the code under test.
const tiers: [number, number, string][] = [
  [0, 15, 'eco-appetizer'],
  [16, 22, 'waste-warrior'],
  [23, 27, 'mindful-meal-hiker'],
  [28, 32, 'green-guru'],
  [33, 37, 'zero-waste-wizard'],
  [38, 40, 'eco-culinary-captain'],
];

export function expectedProfile(locale: Locale, score: number): Profile['data'] {
  const id = tiers.find(([min, max]) => min <= score && score <= max)![2];
  return (read(`content/documents/${langs[locale]}/foodprint_profile/${id}.json`) as Profile).data;
}

/** Presses Tab until the focused element matches, as a keyboard user would. */
export async function tabTo(page: Page, matches: (el: Element) => boolean, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(`(${matches.toString()})(document.activeElement)`)) return;
  }
  throw new Error('focus never reached the element');
}

export const isRadio = (el: Element) => el instanceof HTMLInputElement && el.type === 'radio';
export const isSubmit = (el: Element) => el instanceof HTMLButtonElement && el.type === 'submit';
