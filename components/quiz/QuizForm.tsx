'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFormStatus } from 'react-dom';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { answerField, type Answers, type Survey } from '@/lib/foodprint/scoring';
import { useSavedQuiz } from '@/lib/foodprint/use-saved-quiz';
import styles from './Quiz.module.css';

type QuizLabels = {
  back: string;
  next: string;
  submit: string;
  submitting: string;
  required: string;
  restart: string;
  resumed: string;
  /** "Question 3 of 11", one per question. */
  progress: string[];
};

type Props = {
  survey: Survey;
  locale: string;
  action: (formData: FormData) => Promise<void>;
  labels: QuizLabels;
};

/**
 * One form for both ways of taking the quiz: without JavaScript every question is on the page and the form posts
 * to the server; with it, one question per screen, answers kept in the tab's session storage.
 */
export function QuizForm({ survey, locale, action, labels }: Props) {
  const saved = useSavedQuiz(survey);
  const [missing, setMissing] = useState(false);
  const [moved, setMoved] = useState(false);
  const headings = useRef<(HTMLHeadingElement | null)[]>([]);
  const focusNext = useRef(false);
  const enhanced = saved.quiz !== null;
  const answers = saved.quiz?.answers ?? {};
  const step = saved.quiz?.step ?? 0;
  const last = survey.questions.length - 1;

  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    headings.current[step]?.focus();
  }, [step]);

  const goTo = (next: number, nextAnswers: Answers = answers) => {
    focusNext.current = true;
    setMissing(false);
    setMoved(true);
    saved.save({ answers: nextAnswers, step: next });
  };

  const choose = (questionId: string, answerId: string) => {
    setMissing(false);
    saved.save({ answers: { ...answers, [questionId]: answerId }, step });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!enhanced) return;
    if (!answers[survey.questions[step].id]) {
      event.preventDefault();
      setMissing(true);
      headings.current[step]?.focus();
      return;
    }
    if (step < last) {
      event.preventDefault();
      goTo(step + 1);
      return;
    }
    saved.clear();
  };

  return (
    <form action={action} onSubmit={onSubmit} noValidate={enhanced} className={styles.quiz}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="surveyId" value={survey.id} />
      {enhanced && (
        <div className={styles.progress}>
          <p aria-live="polite" className={styles.progressText} id="quiz-progress">
            {labels.progress[step]}
          </p>
          <progress value={step + 1} max={survey.questions.length} aria-labelledby="quiz-progress" />
        </div>
      )}
      {saved.resumed && !moved && <Notice tone="info">{labels.resumed}</Notice>}
      {survey.questions.map((question, index) => {
        const current = index === step;
        const hintId = `quiz-hint-${question.id}`;
        const errorId = `quiz-error-${question.id}`;
        return (
          <fieldset
            key={question.id}
            hidden={enhanced && !current}
            className={styles.question}
            aria-describedby={
              [question.hint ? hintId : '', missing && current ? errorId : ''].filter(Boolean).join(' ') || undefined
            }
            data-testid="quiz-question"
          >
            <legend className={styles.legend}>
              {!enhanced && <span className={styles.counter}>{labels.progress[index]}</span>}
              <h2 ref={(el) => void (headings.current[index] = el)} tabIndex={-1} className={styles.prompt}>
                {question.prompt}
              </h2>
            </legend>
            {question.hint && (
              <p id={hintId} className={styles.hint}>
                {question.hint}
              </p>
            )}
            <div className={styles.answers}>
              {question.answers.map((answer) => (
                <label key={answer.id} className={styles.answer}>
                  <input
                    type="radio"
                    name={answerField(question.id)}
                    value={answer.id}
                    required
                    checked={answers[question.id] === answer.id}
                    onChange={() => choose(question.id, answer.id)}
                  />
                  <span>{answer.label}</span>
                </label>
              ))}
            </div>
            {missing && current && (
              <p id={errorId} role="alert" className={styles.error}>
                {labels.required}
              </p>
            )}
          </fieldset>
        );
      })}
      <div className={styles.actions}>
        {enhanced && step > 0 && (
          <Button variant="secondary" onClick={() => goTo(step - 1)}>
            {labels.back}
          </Button>
        )}
        {enhanced && step < last ? <Button type="submit">{labels.next}</Button> : <SubmitButton labels={labels} />}
        {enhanced && step > 0 && (
          <Button variant="link" onClick={() => goTo(0, {})} className={styles.restart}>
            {labels.restart}
          </Button>
        )}
      </div>
    </form>
  );
}

function SubmitButton({ labels }: { labels: QuizLabels }) {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" pending={pending} pendingLabel={labels.submitting}>
      {labels.submit}
    </Button>
  );
}
