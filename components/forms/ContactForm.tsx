'use client';

import { useTranslations } from 'next-intl';
import { Field } from '@/components/ui/Field';
import { contactAction } from '@/lib/contact/action';
import { Anchored, ConsentField, ReachFields, SharedField, TextField } from './FormFields';
import { FormShell, type FormProps } from './FormShell';
import { FormStatus } from './FormStatus';
import styles from './Forms.module.css';
import { legalLink } from './LegalLabel';
import { useFormAction } from './use-form-action';

type Props = FormProps & {
  links: { privacy: string; terms: string; businessTerms: string };
  message?: string;
};

const schema = () => import('@/lib/forms/schemas/contact').then((module) => module.contactSchema);

/** The contact form; the private/business switch shows the company fields and the business terms. */
export function ContactForm({ locale, idempotencyKey, countries, links, message = '' }: Props) {
  const t = useTranslations('forms');
  const form = useFormAction(contactAction, {
    locale,
    idempotencyKey,
    schema,
    initial: { kind: 'private', message },
    checkboxes: ['privacy', 'terms', 'businessTerms'],
    anchor: 'contact',
  });
  const { field, errorOf, text } = form;

  if (form.state.status === 'success') return <FormStatus state={form.state} anchor={form.anchor} />;
  const kind = text('kind') === 'business' ? 'business' : 'private';
  return (
    <FormShell form={form} submitLabel={t('contact.submit')} testId="contact-form">
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
        <SharedField form={form} name="firstName" />
        <SharedField form={form} name="lastName" />
      </div>
      <div className={styles.businessOnly}>
        <div className={styles.row}>
          <TextField form={form} name="company" label={t('contact.company')} required autoComplete="organization" />
          <TextField
            form={form}
            name="website"
            label={t('contact.website')}
            hint={t('common.optional')}
            type="url"
            inputMode="url"
            autoComplete="url"
          />
        </div>
      </div>
      <ReachFields form={form} countries={countries} />
      <Anchored form={form} name="message">
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
      </Anchored>
      <ConsentField form={form} name="privacy" label={t.rich('contact.privacy', { link: legalLink(links.privacy) })} />
      <div className={styles.privateOnly}>
        <ConsentField form={form} name="terms" label={t.rich('contact.terms', { link: legalLink(links.terms) })} />
      </div>
      <div className={styles.businessOnly}>
        <ConsentField
          form={form}
          name="businessTerms"
          label={t.rich('contact.businessTerms', { link: legalLink(links.businessTerms) })}
        />
      </div>
    </FormShell>
  );
}
