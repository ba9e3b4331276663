'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { Field } from '@/components/ui/Field';
import { Select } from '@/components/ui/Select';
import { formatSamples } from '@/lib/forms/formats';
import { productFamilies, purchaseLocations, stores } from '@/lib/forms/options';
import { useValidationMessages } from '@/lib/forms/client';
import { registrationSchema } from '@/lib/forms/schemas/registration';
import type { Locale } from '@/lib/i18n/locales';
import { registrationAction } from '@/lib/registration/action';
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
  privacyHref: string;
  guideHref: string;
  source?: string;
};

const checkboxes = ['privacy'] as const;

/** Product registration (spec §3); "Other" as the store asks for the store's name. */
export function RegistrationForm({ locale, idempotencyKey, countries, privacyHref, guideHref, source }: Props) {
  const t = useTranslations('forms');
  const messages = useValidationMessages(locale);
  const schema = useMemo(() => registrationSchema(messages), [messages]);
  const { state, formAction, pending, submit, field, errorOf, text, checked } = useFormAction(
    registrationAction,
    schema,
    { initial: source ? { source } : {}, checkboxes },
  );

  if (state.status === 'success')
    return (
      <FormStatus state={state}>
        {state.warrantyExtended && <p>{t('registration.warrantyExtended')}</p>}
        <p>
          <a href={guideHref} className="btn">
            {t('registration.backToGuide')}
          </a>
        </p>
      </FormStatus>
    );
  const choose = { value: '', label: t('common.choose') };
  return (
    <form action={formAction} onSubmit={submit} noValidate className={styles.form} data-testid="registration-form">
      <FormStatus state={state} />
      <p className={styles.note}>{t('common.requiredNote')}</p>
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
      <Select
        label={t('registration.productFamily')}
        options={[choose, ...productFamilies.map((value) => ({ value, label: t(`registration.families.${value}`) }))]}
        required
        error={errorOf('productFamily')}
        {...field('productFamily')}
        defaultValue={text('productFamily')}
      />
      <div className={styles.row}>
        <Field
          label={t('registration.serialNumber')}
          hint={t('registration.serialHint', { example: formatSamples.serialNumber })}
          required
          error={errorOf('serialNumber')}
        >
          {(control) => (
            <input
              {...control}
              {...field('serialNumber')}
              defaultValue={text('serialNumber')}
              autoCapitalize="characters"
              spellCheck={false}
            />
          )}
        </Field>
        <Field
          label={t('registration.macAddress')}
          hint={t('registration.macHint', { example: formatSamples.macAddress })}
          required
          error={errorOf('macAddress')}
        >
          {(control) => (
            <input
              {...control}
              {...field('macAddress')}
              defaultValue={text('macAddress')}
              autoCapitalize="characters"
              spellCheck={false}
            />
          )}
        </Field>
      </div>
      <div className={styles.row}>
        <Select
          label={t('registration.purchaseLocation')}
          options={[
            choose,
            ...purchaseLocations.map((value) => ({ value, label: t(`registration.purchaseLocations.${value}`) })),
          ]}
          required
          error={errorOf('purchaseLocation')}
          {...field('purchaseLocation')}
          defaultValue={text('purchaseLocation')}
        />
        <Field label={t('registration.orderId')} required error={errorOf('orderId')}>
          {(control) => <input {...control} {...field('orderId')} defaultValue={text('orderId')} spellCheck={false} />}
        </Field>
      </div>
      <Select
        label={t('registration.store')}
        options={[
          choose,
          ...stores.map((value) => ({ value, label: value === 'Other' ? t('registration.otherStoreLabel') : value })),
        ]}
        required
        error={errorOf('store')}
        {...field('store')}
        defaultValue={text('store')}
      />
      <div className={styles.otherStore}>
        <Field label={t('registration.otherStore')} required error={errorOf('otherStore')}>
          {(control) => <input {...control} {...field('otherStore')} defaultValue={text('otherStore')} />}
        </Field>
      </div>
      <Field
        label={t('registration.warrantyCode')}
        hint={t('registration.warrantyHint')}
        error={errorOf('warrantyCode')}
      >
        {(control) => (
          <input
            {...control}
            {...field('warrantyCode')}
            defaultValue={text('warrantyCode')}
            autoCapitalize="characters"
            spellCheck={false}
          />
        )}
      </Field>
      <Checkbox
        label={t.rich('registration.privacy', { link: legalLink(privacyHref) })}
        required
        error={errorOf('privacy')}
        {...field('privacy')}
        defaultChecked={checked('privacy')}
      />
      {source && <input type="hidden" name="source" value={source} />}
      <Honeypot label={t('common.honeypot')} />
      <FormHidden locale={locale} idempotencyKey={idempotencyKey} />
      <div>
        <Button type="submit" pending={pending} pendingLabel={t('common.sending')}>
          {t('registration.submit')}
        </Button>
      </div>
    </form>
  );
}
