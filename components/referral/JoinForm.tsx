'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { Field } from '@/components/ui/Field';
import { CountrySelect, type CountryOption } from '@/components/forms/CountrySelect';
import { FormStatus } from '@/components/forms/FormStatus';
import styles from '@/components/forms/Forms.module.css';
import { Honeypot } from '@/components/forms/Honeypot';
import { legalLink } from '@/components/forms/LegalLabel';
import { useFormAction } from '@/components/forms/use-form-action';
import type { Locale } from '@/lib/i18n/locales';
import { joinAction } from '@/lib/referral/action';
import { useValidationMessages } from '@/lib/forms/client';
import { joinSchema } from '@/lib/referral/schema';

type Props = {
  locale: Locale;
  countries: readonly CountryOption[];
  privacyHref: string;
  regulationHref: string;
  dashboardHref: string;
};

const checkboxes = ['privacy', 'terms'] as const;

/** Joining the referral programme; the answer shows the member's code. */
export function JoinForm({ locale, countries, privacyHref, regulationHref, dashboardHref }: Props) {
  const t = useTranslations('referral.join');
  const common = useTranslations('forms.common');
  const messages = useValidationMessages(locale);
  const schema = useMemo(() => joinSchema(messages), [messages]);
  const { state, formAction, pending, submit, field, errorOf, text, checked } = useFormAction(joinAction, schema, {
    checkboxes,
  });

  if (state.status === 'success')
    return (
      <FormStatus state={state}>
        <p>
          <a href={dashboardHref}>{t('dashboardLink')}</a>
        </p>
      </FormStatus>
    );
  return (
    <form action={formAction} onSubmit={submit} noValidate className={styles.form} data-testid="referral-join">
      <FormStatus state={state} />
      <div className={styles.row}>
        <Field label={common('firstName')} required error={errorOf('firstName')}>
          {(control) => (
            <input {...control} {...field('firstName')} defaultValue={text('firstName')} autoComplete="given-name" />
          )}
        </Field>
        <Field label={common('email')} required error={errorOf('email')}>
          {(control) => (
            <input {...control} {...field('email')} defaultValue={text('email')} type="email" autoComplete="email" />
          )}
        </Field>
      </div>
      <CountrySelect
        label={common('country')}
        placeholder={common('countryPlaceholder')}
        countries={countries}
        required
        error={errorOf('country')}
        {...field('country')}
        defaultValue={text('country')}
      />
      <Checkbox
        label={t.rich('privacy', { link: legalLink(privacyHref) })}
        required
        error={errorOf('privacy')}
        {...field('privacy')}
        defaultChecked={checked('privacy')}
      />
      <Checkbox
        label={t.rich('terms', { link: legalLink(regulationHref) })}
        required
        error={errorOf('terms')}
        {...field('terms')}
        defaultChecked={checked('terms')}
      />
      <Honeypot label={common('honeypot')} />
      <input type="hidden" name="locale" value={locale} />
      <div>
        <Button type="submit" pending={pending} pendingLabel={common('sending')}>
          {t('submit')}
        </Button>
      </div>
    </form>
  );
}
