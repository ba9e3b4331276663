'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { FormStatus } from '@/components/forms/FormStatus';
import styles from '@/components/forms/Forms.module.css';
import { useFormAction } from '@/components/forms/use-form-action';
import type { Locale } from '@/lib/i18n/locales';
import { signInAction } from '@/lib/referral/action';
import { useValidationMessages } from '@/lib/forms/client';
import { signInSchema } from '@/lib/referral/schema';

/** Asks for a sign-in link by email; answers "check your inbox" whether or not the address is a member. */
export function SignInForm({ locale }: { locale: Locale }) {
  const t = useTranslations('referral.signIn');
  const common = useTranslations('forms.common');
  const messages = useValidationMessages(locale);
  const schema = useMemo(() => signInSchema(messages), [messages]);
  const { state, formAction, pending, submit, field, errorOf, text } = useFormAction(signInAction, schema);

  if (state.status === 'success') return <FormStatus state={state} />;
  return (
    <form action={formAction} onSubmit={submit} noValidate className={styles.form} data-testid="referral-sign-in">
      <FormStatus state={state} />
      <Field label={common('email')} required error={errorOf('email')}>
        {(control) => (
          <input {...control} {...field('email')} defaultValue={text('email')} type="email" autoComplete="email" />
        )}
      </Field>
      <input type="hidden" name="locale" value={locale} />
      <div>
        <Button type="submit" pending={pending} pendingLabel={common('sending')}>
          {t('submit')}
        </Button>
      </div>
    </form>
  );
}
