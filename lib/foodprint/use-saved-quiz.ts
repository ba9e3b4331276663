import { useCallback, useSyncExternalStore } from 'react';
import type { Answers, Survey } from './scoring';

export type SavedQuiz = { answers: Answers; step: number };

const empty = '{}';
const listeners = new Set<() => void>();
// Where session storage is refused (some private modes), the quiz still works until the page is left.
const memory = new Map<string, string>();
const firstReads = new Map<string, string>();

const keyOf = (surveyId: string) => `viridea:foodprint:${surveyId}`;

function read(key: string): string {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(key);
  } catch {
    raw = null;
  }
  const value = raw ?? memory.get(key) ?? empty;
  if (!firstReads.has(key)) firstReads.set(key, value);
  return value;
}

function write(key: string, value: string | null) {
  if (value === null) memory.delete(key);
  else memory.set(key, value);
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Kept in memory above.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Only the answers that still fit the survey, and a step inside it. */
export function parseSavedQuiz(raw: string, survey: Survey): SavedQuiz {
  const answers: Answers = {};
  let step = 0;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object') {
      const record: Record<string, unknown> = { ...parsed };
      const given: Record<string, unknown> =
        record.answers && typeof record.answers === 'object' ? { ...record.answers } : {};
      for (const question of survey.questions) {
        const value = given[question.id];
        if (typeof value === 'string' && question.answers.some((a) => a.id === value)) answers[question.id] = value;
      }
      if (typeof record.step === 'number' && Number.isInteger(record.step)) step = record.step;
    }
  } catch {
    // A damaged entry starts the quiz afresh.
  }
  return { answers, step: Math.min(Math.max(step, 0), Math.max(survey.questions.length - 1, 0)) };
}

/**
 * The unfinished quiz of this tab (session storage): `null` during the server render and before hydration, so the
 * form shows every question until a script can take over.
 */
export function useSavedQuiz(survey: Survey) {
  const key = keyOf(survey.id);
  const raw = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null,
  );
  const resumed = useSyncExternalStore(
    subscribe,
    () => (firstReads.get(key) ?? empty) !== empty,
    () => false,
  );
  const save = useCallback((quiz: SavedQuiz) => write(key, JSON.stringify(quiz)), [key]);
  const clear = useCallback(() => write(key, null), [key]);
  return { quiz: raw === null ? null : parseSavedQuiz(raw, survey), resumed, save, clear };
}
