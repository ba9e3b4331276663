'use client';

import { useTranslations } from 'next-intl';
import { useDoneSteps } from '@/lib/onboarding/browser';
import styles from './Onboarding.module.css';

/** How many of the steps are ticked; rendered once the browser's record can be read. */
export function StepProgress({ steps }: { steps: number[] }) {
  const t = useTranslations('onboarding');
  const done = useDoneSteps();
  if (!done) return null;
  const count = steps.filter((step) => done.includes(step)).length;
  return (
    <div className={styles.progress} data-onboarding-progress>
      <p className={styles.progressHint}>{t('tickHint')}</p>
      <progress value={count} max={steps.length} aria-label={t('progressLabel')} />
      <p role="status" className={styles.progressText}>
        {count === steps.length ? t('allDone') : t('progress', { done: count, total: steps.length })}
      </p>
    </div>
  );
}
