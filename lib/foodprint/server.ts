import 'server-only';
import { getFoodprintProfiles } from '@/lib/content/queries/globals';
import { db } from '@/lib/db/server';
import { documentOr } from '@/lib/content/queries/reads';
import { atRequestRef, byUID, runQuery, type ContentRef } from '@/lib/content/queries/run';
import type { Locale } from '@/lib/i18n/locales';
import { compareScore, type Comparison } from './comparison';
import { memoryResultStore, type QuizResult, type ResultStore } from './results';
import { profileFor, type Survey } from './scoring';
import { databaseResultStore } from './store';
import { toSurvey } from './survey';
import { logger } from '@/lib/telemetry/log';

const surveyUid = 'foodprint';

/** The quiz in one language (each language has its own survey document and id). */
export async function getSurvey(locale: Locale): Promise<Survey | null> {
  const doc = await atRequestRef(surveyAt, locale);
  return doc ? toSurvey(doc) : null;
}

async function surveyAt(ref: ContentRef, locale: Locale) {
  'use cache';
  const read = (client: Parameters<typeof byUID>[0]) => byUID(client, 'survey', surveyUid, locale);
  return runQuery('getSurvey', ref, null, read, documentOr('survey', locale));
}

export async function getResultProfile(locale: Locale, score: number) {
  return profileFor(await getFoodprintProfiles(locale), score) ?? null;
}

let chosen: ResultStore | undefined;

/** The database when the site has one (`npm start` sets DATABASE_URL), else this process's memory. */
function store(): ResultStore {
  chosen ??= process.env.DATABASE_URL?.trim() ? databaseResultStore(db()) : memoryResultStore();
  return chosen;
}

/** Tests swap the store; the site keeps the one chosen at its first result. */
export function setResultStore(next: ResultStore) {
  chosen = next;
}

export async function recordResult(result: QuizResult): Promise<void> {
  try {
    await store().save(result);
  } catch (error) {
    logger.error({ err: error }, '[foodprint] storing a result failed');
  }
}

/** How the score compares with stored results; `null` when they cannot be read. */
export async function compareWithOthers(score: number): Promise<Comparison | null> {
  try {
    return compareScore(score, await store().scoreCounts());
  } catch (error) {
    logger.error({ err: error }, '[foodprint] reading results failed');
    return null;
  }
}
