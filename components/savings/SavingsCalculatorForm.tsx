'use client';

import { useId, useState, type ChangeEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Field } from '@/components/ui/Field';
import { figuresOf, type SavingsFigures } from '@/lib/savings/format';
import { readSavingsForm, savingsBounds, savingsFields, savingsQuery, type SavingsField } from '@/lib/savings/input';
import { SavingsResults } from './SavingsResults';
import styles from './Savings.module.css';

type Props = {
  locale: string;
  /** Where the form submits without JavaScript: the calculator page. */
  action: string;
  initialValues: Record<SavingsField, string>;
  /** The figures of `initialValues`, formatted by the server: until a value changes the browser formats nothing. */
  initialFigures: SavingsFigures | null;
  currency: string;
  price: number | null;
  formattedPrice: string | null;
  /** On the calculator page the URL follows the inputs, so the address can be shared. */
  syncUrl?: boolean;
};

/** The calculator: a GET form the server answers without JavaScript; with it, results follow every keystroke. */
export function SavingsCalculatorForm({
  locale,
  action,
  initialValues,
  initialFigures,
  currency,
  price,
  formattedPrice,
  syncUrl = false,
}: Props) {
  const t = useTranslations('savings');
  const headingId = useId();
  const [values, setValues] = useState(initialValues);
  const form = readSavingsForm(values);
  const figures = values === initialValues ? initialFigures : figuresOf(form, price, currency, locale);

  const change = (field: SavingsField) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (syncUrl) window.history.replaceState(window.history.state, '', `?${savingsQuery(next)}`);
  };

  const labels: Record<SavingsField, string> = {
    people: t('people'),
    spend: t('spend', { currency }),
    fresh: t('fresh'),
  };
  const hints: Partial<Record<SavingsField, string>> = { spend: t('spendHint'), fresh: t('freshHint') };

  return (
    <div className={styles.calculator}>
      <form method="get" action={action} className={styles.form} aria-labelledby={headingId} noValidate>
        <h2 id={headingId} className={styles.formHeading}>
          {t('formHeading')}
        </h2>
        {savingsFields.map((field) => {
          const { min, max, step } = savingsBounds[field];
          const invalid = form.invalid.includes(field);
          return (
            <Field
              key={field}
              label={labels[field]}
              hint={hints[field]}
              error={invalid ? t('invalid', { min, max }) : undefined}
            >
              {(control) => (
                <input
                  {...control}
                  name={field}
                  type="number"
                  inputMode={field === 'spend' ? 'decimal' : 'numeric'}
                  min={min}
                  max={max}
                  step={field === 'spend' ? 'any' : step}
                  value={values[field]}
                  onChange={change(field)}
                  data-savings-input={field}
                />
              )}
            </Field>
          );
        })}
        <button type="submit" className="btn">
          {t('calculate')}
        </button>
      </form>
      <SavingsResults figures={figures} formattedPrice={formattedPrice} />
    </div>
  );
}
