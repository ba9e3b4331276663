import type { Answers } from './scoring';

/** The unscored question whose answer sizes the savings estimate; its answer ids are the number of people. */
export const householdQuestionId = 'household-size';

export function householdSize(answers: Answers): number | undefined {
  return parsePeople(answers[householdQuestionId]);
}

/** A household size from an answer id or the `?people=` parameter: 1 to 12, anything else ignored. */
export function parsePeople(value: string | string[] | undefined | null): number | undefined {
  if (typeof value !== 'string' || !/^\d{1,2}$/.test(value)) return undefined;
  const people = Number(value);
  return people >= 1 && people <= 12 ? people : undefined;
}
