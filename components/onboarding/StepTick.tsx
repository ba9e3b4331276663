'use client';

import { useTranslations } from 'next-intl';
import { Checkbox } from '@/components/ui/Checkbox';
import { setStepDone, useDoneSteps } from '@/lib/onboarding/browser';
import styles from './Onboarding.module.css';

/** A step's "done" tick, kept in this browser; absent without JavaScript, where the steps read as plain content. */
export function StepTick({ step }: { step: number }) {
  const t = useTranslations('onboarding');
  const done = useDoneSteps();
  if (!done) return null;
  return (
    <div className={styles.tick}>
      <Checkbox
        label={t('markDone', { step })}
        checked={done.includes(step)}
        onChange={(event) => setStepDone(step, event.target.checked)}
      />
    </div>
  );
}
