/** The quiz's maximum score (spec §9); the survey content must add up to it. */
export const maxScore = 40;

interface SurveyAnswer {
  id: string;
  label: string;
  points: number;
}

interface SurveyQuestion {
  id: string;
  prompt: string;
  hint: string;
  answers: SurveyAnswer[];
}

export interface Survey {
  id: string;
  title: string;
  intro: string;
  questions: SurveyQuestion[];
}

/** Question id → answer id. */
export type Answers = Record<string, string>;

/** The form field of a question's answer. */
export function answerField(questionId: string): string {
  return `answer.${questionId}`;
}

export interface ScoreRange {
  score_min: number | null;
  score_max: number | null;
}

/** The best total a survey allows: each question's highest answer. */
export function maxTotal(survey: Survey): number {
  return survey.questions.reduce((sum, q) => sum + Math.max(0, ...q.answers.map((a) => a.points)), 0);
}

/** The score of a complete set of answers; `null` when a question is unanswered or an answer is unknown. */
export function scoreAnswers(survey: Survey, answers: Answers): number | null {
  let score = 0;
  for (const question of survey.questions) {
    const answer = question.answers.find((a) => a.id === answers[question.id]);
    if (!answer) return null;
    score += answer.points;
  }
  return Math.min(score, maxScore);
}

/** The route's score segment: `undefined` for the quiz, the score for a result, `null` for anything else (404). */
export function parseScore(segments: string[] | undefined): number | undefined | null {
  if (!segments?.length) return undefined;
  if (segments.length > 1 || !/^(0|[1-9]\d?)$/.test(segments[0])) return null;
  const score = Number(segments[0]);
  return score <= maxScore ? score : null;
}

/** Every result score, 0 to 40. */
export const allScores: number[] = Array.from({ length: maxScore + 1 }, (_, score) => score);

/** The profile whose range contains the score (spec §3, §9). */
export function profileFor<T extends { data: ScoreRange }>(profiles: T[], score: number): T | undefined {
  return profiles.find(({ data }) => (data.score_min ?? 0) <= score && score <= (data.score_max ?? maxScore));
}
