import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import type { formProps } from '@/lib/forms/server';
import { FormHidden } from './FormHidden';
import { FormStatus } from './FormStatus';
import styles from './Forms.module.css';
import { Honeypot } from './Honeypot';
import type { FormAction } from './use-form-action';

/** What a page hands each form: its language, a fresh idempotency key and the country list. */
export type FormProps = ReturnType<typeof formProps>;

type Props = {
  form: FormAction;
  submitLabel: ReactNode;
  testId: string;
  children: ReactNode;
};

/** Every form's frame: the answer above the fields, then the honeypot, language, idempotency key and submit. */
export function FormShell({ form, submitLabel, testId, children }: Props) {
  const t = useTranslations('forms.common');
  return (
    <form {...form.formProps} className={styles.form} data-testid={testId}>
      <FormStatus state={form.state} anchor={form.anchor} errors={form.serverErrors} />
      {children}
      <Honeypot label={t('honeypot')} />
      <FormHidden locale={form.locale} idempotencyKey={form.idempotencyKey} />
      <div>
        <Button type="submit" pending={form.pending} pendingLabel={t('sending')}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
