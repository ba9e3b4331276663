'use client';

import { useEffect, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { FormState } from '@/lib/forms/form-state';
import type { ValidationMessages } from '@/lib/forms/messages';
import { newsletterAction } from '@/lib/newsletter/action';
import { rememberPopup } from '@/lib/newsletter/browser';
import { ConsentField, CountryField, SharedField } from './FormFields';
import { FormShell, type FormProps } from './FormShell';
import { FormStatus } from './FormStatus';
import styles from './Forms.module.css';
import { legalLink } from './LegalLabel';
import { useFormAction } from './use-form-action';

export type NewsletterFormProps = FormProps & {
  privacyHref: string;
};

type Props = NewsletterFormProps & {
  variant: 'block' | 'popup';
  /** What follows the success message (the popup's coupon note). */
  success?: (state: FormState) => ReactNode;
};

const schemaOf = (variant: Props['variant']) => () =>
  import('@/lib/forms/schemas/newsletter').then(
    ({ newsletterSchema }) =>
      (m: ValidationMessages) =>
        newsletterSchema(m, variant),
  );

/** The newsletter sign-up: email and country (plus the first name in the popup) and the privacy consent. */
export function NewsletterForm({ locale, idempotencyKey, countries, privacyHref, variant, success }: Props) {
  const t = useTranslations('forms');
  const form = useFormAction(newsletterAction, {
    locale,
    idempotencyKey,
    schema: schemaOf(variant),
    initial: { source: variant },
    checkboxes: ['privacy'],
    anchor: `newsletter-${variant}`,
  });
  const { state } = form;
  useEffect(() => {
    if (state.status === 'success') rememberPopup('subscribed');
  }, [state]);

  if (state.status === 'success')
    return (
      <FormStatus state={state} anchor={form.anchor}>
        {success?.(state)}
      </FormStatus>
    );
  return (
    <FormShell form={form} submitLabel={t('newsletter.submit')} testId={`newsletter-${variant}`}>
      {variant === 'popup' && <SharedField form={form} name="firstName" />}
      <div className={styles.row}>
        <SharedField form={form} name="email" />
        <CountryField form={form} countries={countries} />
      </div>
      <ConsentField form={form} name="privacy" label={t.rich('newsletter.privacy', { link: legalLink(privacyHref) })} />
      <input type="hidden" name="source" value={variant} />
    </FormShell>
  );
}
