import { describe, expect, it } from 'vitest';
import type { Survey } from '@/lib/foodprint/scoring';
import { parseSavedQuiz } from '@/lib/foodprint/use-saved-quiz';

const survey: Survey = {
  id: 's',
  title: '',
  intro: '',
  questions: [
    { id: 'a', prompt: 'A', hint: '', answers: [{ id: 'yes', label: 'Yes', points: 4 }] },
    { id: 'b', prompt: 'B', hint: '', answers: [{ id: 'no', label: 'No', points: 0 }] },
  ],
};

describe('parseSavedQuiz', () => {
  it('keeps answers that fit the survey and a step inside it', () => {
    expect(parseSavedQuiz('{"answers":{"a":"yes","b":"maybe","c":"x"},"step":1}', survey)).toEqual({
      answers: { a: 'yes' },
      step: 1,
    });
    expect(parseSavedQuiz('{"answers":{},"step":9}', survey).step).toBe(1);
    expect(parseSavedQuiz('not json', survey)).toEqual({ answers: {}, step: 0 });
    expect(parseSavedQuiz('[1,2]', survey)).toEqual({ answers: {}, step: 0 });
  });
});
