import type { Content } from '@prismicio/client';
import { getTranslations } from 'next-intl/server';
import { ImageText } from '@/components/slices/ImageText';
import type { Locale } from '@/lib/i18n/locales';
import styles from './Onboarding.module.css';
import { StepProgress } from './StepProgress';
import { StepTick } from './StepTick';

/** The setup steps, each with its own anchor (`#step-3`), a tick and the progress above them. */
export async function OnboardingSteps({
  locale,
  steps,
  firstIndex,
}: {
  locale: Locale;
  steps: Content.ImageTextSlice[];
  firstIndex: number;
}) {
  const t = await getTranslations({ locale, namespace: 'onboarding' });
  const numbers = steps.map((_, index) => index + 1);
  return (
    <section className={styles.steps} aria-labelledby="onboarding-steps">
      <div className="container">
        <h2 id="onboarding-steps">{t('stepsHeading', { count: steps.length })}</h2>
        <p>{t('stepsIntro')}</p>
        <StepProgress steps={numbers} />
      </div>
      <ol className={styles.stepList}>
        {steps.map((slice, index) => (
          <li key={slice.id ?? index} id={`step-${index + 1}`} className={styles.step}>
            <ImageText slice={slice} locale={locale} index={firstIndex + index} />
            <div className="container">
              <StepTick step={index + 1} />
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
