import type { Content } from '@prismicio/client';
import type { Survey } from './scoring';

/** The quiz as the flow and the scoring read it, from its content document (question and answer ids are stable). */
export function toSurvey(doc: Content.SurveyDocument): Survey {
  return {
    id: doc.id,
    title: doc.data.title ?? '',
    intro: doc.data.intro ?? '',
    questions: doc.data.questions
      .filter((slice) => slice.primary.question_id && slice.primary.prompt)
      .map((slice) => ({
        id: slice.primary.question_id ?? '',
        prompt: slice.primary.prompt ?? '',
        hint: slice.primary.hint ?? '',
        answers: slice.items
          .filter((item) => item.answer_id && item.label)
          .map((item) => ({ id: item.answer_id ?? '', label: item.label ?? '', points: item.points ?? 0 })),
      })),
  };
}
