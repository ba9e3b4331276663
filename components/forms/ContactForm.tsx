'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { Field } from '@/components/ui/Field';
import { contactAction } from '@/lib/contact/action';
import { useValidationMessages } from '@/lib/forms/client';
import { contactSchema } from '@/lib/forms/schemas/contact';
import type { Locale } from '@/lib/i18n/locales';
import { CountrySelect, type CountryOption } from './CountrySelect';
import { FormHidden } from './FormHidden';
import { FormStatus } from './FormStatus';
import styles from './Forms.module.css';
import { Honeypot } from './Honeypot';
import { legalLink } from './LegalLabel';
import { useFormAction } from './use-form-action';

type Props = {
  locale: Locale;
  idempotencyKey: string;
  countries: readonly CountryOption[];
  links: { privacy: string; terms: string; businessTerms: string };
  message?: string;
};

const checkboxes = ['privacy', 'terms', 'businessTerms'] as const;

/** The contact form; the private/business switch shows the company fields and the business terms. */
export function ContactForm({ locale, idempotencyKey, countries, links, message = '' }: Props) {
  const t = useTranslations('forms');
  const messages = useValidationMessages(locale);
  const schema = useMemo(() => contactSchema(messages), [messages]);
  const { state, formAction, pending, submit, field, errorOf, text, checked } = useFormAction(contactAction, schema, {
    initial: { kind: 'private', message },
    checkboxes,
  });

  if (state.status === 'success') return <FormStatus state={state} />;
  const kind = text('kind') === 'business' ? 'business' : 'private';
  return (
    <form action={formAction} onSubmit={submit} noValidate className={styles.form} data-testid="contact-form">
      <FormStatus state={state} />
      <p className={styles.note}>{t('common.requiredNote')}</p>
      <fieldset className={styles.switch}>
        <legend>{t('contact.kind')}</legend>
        {(['private', 'business'] as const).map((value) => (
          <label key={value}>
            <input type="radio" {...field('kind')} value={value} defaultChecked={kind === value} />
            {t(`contact.${value}`)}
          </label>
        ))}
      </fieldset>
      <div className={styles.row}>
        <Field label={t('common.firstName')} required error={errorOf('firstName')}>
          {(control) => (
            <input {...control} {...field('firstName')} defaultValue={text('firstName')} autoComplete="given-name" />
          )}
        </Field>
        <Field label={t('common.lastName')} required error={errorOf('lastName')}>
          {(control) => (
            <input {...control} {...field('lastName')} defaultValue={text('lastName')} autoComplete="family-name" />
          )}
        </Field>
      </div>
      <div className={styles.businessOnly}>
        <div className={styles.row}>
          <Field label={t('contact.company')} required error={errorOf('company')}>
            {(control) => (
              <input {...control} {...field('company')} defaultValue={text('company')} autoComplete="organization" />
            )}
          </Field>
          <Field label={t('contact.website')} hint={t('common.optional')} error={errorOf('website')}>
            {(control) => (
              <input
                {...control}
                {...field('website')}
                defaultValue={text('website')}
                type="url"
                inputMode="url"
                autoComplete="url"
              />
            )}
          </Field>
        </div>
      </div>
      <div className={styles.row}>
        <Field label={t('common.email')} required error={errorOf('email')}>
          {(control) => (
            <input {...control} {...field('email')} defaultValue={text('email')} type="email" autoComplete="email" />
          )}
        </Field>
        <Field label={t('common.phone')} hint={t('common.optional')} error={errorOf('phone')}>
          {(control) => (
            <input {...control} {...field('phone')} defaultValue={text('phone')} type="tel" autoComplete="tel" />
          )}
        </Field>
      </div>
      <CountrySelect
        label={t('common.country')}
        placeholder={t('common.countryPlaceholder')}
        countries={countries}
        required
        error={errorOf('country')}
        {...field('country')}
        defaultValue={text('country')}
      />
      <Field label={t('contact.message')} required error={errorOf('message')}>
        {(control) => (
          <textarea
            {...control}
            {...field('message')}
            defaultValue={text('message')}
            rows={6}
            className={`${control.className} ${styles.textarea}`}
          />
        )}
      </Field>
      <Checkbox
        label={t.rich('contact.privacy', { link: legalLink(links.privacy) })}
        required
        error={errorOf('privacy')}
        {...field('privacy')}
        defaultChecked={checked('privacy')}
      />
      <div className={styles.privateOnly}>
        <Checkbox
          label={t.rich('contact.terms', { link: legalLink(links.terms) })}
          required
          error={errorOf('terms')}
          {...field('terms')}
          defaultChecked={checked('terms')}
        />
      </div>
      <div className={styles.businessOnly}>
        <Checkbox
          label={t.rich('contact.businessTerms', { link: legalLink(links.businessTerms) })}
          required
          error={errorOf('businessTerms')}
          {...field('businessTerms')}
          defaultChecked={checked('businessTerms')}
        />
      </div>
      <Honeypot label={t('common.honeypot')} />
      <FormHidden locale={locale} idempotencyKey={idempotencyKey} />
      <div>
        <Button type="submit" pending={pending} pendingLabel={t('common.sending')}>
          {t('contact.submit')}
        </Button>
      </div>
    </form>
  );
}
