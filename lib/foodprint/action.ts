'use server';

import { redirect } from 'next/navigation';
import { assertPostedForm } from '@/lib/forms/form-data';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { householdSize } from './household';
import { quizPath, resultPath } from './paths';
import { answerField, scoreAnswers, type Answers } from './scoring';
import { getResultProfile, getSurvey, recordResult } from './server';

/** The quiz form (with or without JavaScript): scores the answers, stores the result anonymously, shows it. */
export async function submitFoodprint(formData: FormData): Promise<void> {
  assertPostedForm(formData);
  const given = formData.get('locale');
  const locale = isLocale(given) ? given : defaultLocale;
  const survey = await getSurvey(locale);
  if (!survey || formData.get('surveyId') !== survey.id) redirect(quizPath(locale, 'changed'));
  const answers: Answers = {};
  for (const question of survey.questions) {
    const value = formData.get(answerField(question.id));
    if (typeof value === 'string') answers[question.id] = value;
  }
  const score = scoreAnswers(survey, answers);
  if (score === null) redirect(quizPath(locale, 'missing'));
  const profile = await getResultProfile(locale, score);
  await recordResult({ score, profileId: profile?.data.profile_id ?? '', locale, surveyId: survey.id });
  const people = householdSize(answers);
  redirect(people ? `${resultPath(locale, score)}?people=${people}` : resultPath(locale, score));
}
