'use client';

import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { Field } from '@/components/ui/Field';
import { useValidationMessages } from '@/lib/forms/client';
import { newsletterSchema } from '@/lib/forms/schemas/newsletter';
import type { FormState } from '@/lib/forms/form-state';
import type { Locale } from '@/lib/i18n/locales';
import { newsletterAction } from '@/lib/newsletter/action';
import { rememberPopup } from '@/lib/newsletter/client';
import { CountrySelect, type CountryOption } from './CountrySelect';
import { FormHidden } from './FormHidden';
import { FormStatus } from './FormStatus';
import styles from './Forms.module.css';
import { Honeypot } from './Honeypot';
import { legalLink } from './LegalLabel';
import { useFormAction } from './use-form-action';

export type NewsletterFormProps = {
  locale: Locale;
  idempotencyKey: string;
  countries: readonly CountryOption[];
  privacyHref: string;
};

type Props = NewsletterFormProps & {
  variant: 'block' | 'popup';
  /** What follows the success message (the popup's coupon note). */
  success?: (state: FormState) => ReactNode;
};

const checkboxes = ['privacy'] as const;

/** The newsletter sign-up: email and country (plus the first name in the popup) and the privacy consent. */
export function NewsletterForm({ locale, idempotencyKey, countries, privacyHref, variant, success }: Props) {
  const t = useTranslations('forms');
  const messages = useValidationMessages(locale);
  const schema = useMemo(() => newsletterSchema(messages, variant), [messages, variant]);
  const { state, formAction, pending, submit, field, errorOf, text, checked } = useFormAction(
    newsletterAction,
    schema,
    { initial: { source: variant }, checkboxes },
  );
  useEffect(() => {
    if (state.status === 'success') rememberPopup('subscribed');
  }, [state]);

  if (state.status === 'success') return <FormStatus state={state}>{success?.(state)}</FormStatus>;
  return (
    <form
      action={formAction}
      onSubmit={submit}
      noValidate
      className={styles.form}
      data-testid={`newsletter-${variant}`}
    >
      <FormStatus state={state} />
      {variant === 'popup' && (
        <Field label={t('common.firstName')} required error={errorOf('firstName')}>
          {(control) => (
            <input {...control} {...field('firstName')} defaultValue={text('firstName')} autoComplete="given-name" />
          )}
        </Field>
      )}
      <div className={styles.row}>
        <Field label={t('common.email')} required error={errorOf('email')}>
          {(control) => (
            <input {...control} {...field('email')} defaultValue={text('email')} type="email" autoComplete="email" />
          )}
        </Field>
        <CountrySelect
          label={t('common.country')}
          placeholder={t('common.countryPlaceholder')}
          countries={countries}
          required
          error={errorOf('country')}
          {...field('country')}
          defaultValue={text('country')}
        />
      </div>
      <Checkbox
        label={t.rich('newsletter.privacy', { link: legalLink(privacyHref) })}
        required
        error={errorOf('privacy')}
        {...field('privacy')}
        defaultChecked={checked('privacy')}
      />
      <input type="hidden" name="source" value={variant} />
      <Honeypot label={t('common.honeypot')} />
      <FormHidden locale={locale} idempotencyKey={idempotencyKey} />
      <div>
        <Button type="submit" pending={pending} pendingLabel={t('common.sending')}>
          {t('newsletter.submit')}
        </Button>
      </div>
    </form>
  );
}
