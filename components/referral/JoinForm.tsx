'use client';

import { useTranslations } from 'next-intl';
import { ConsentField, CountryField, SharedField } from '@/components/forms/FormFields';
import { FormShell, type FormProps } from '@/components/forms/FormShell';
import { FormStatus } from '@/components/forms/FormStatus';
import styles from '@/components/forms/Forms.module.css';
import { legalLink } from '@/components/forms/LegalLabel';
import { useFormAction } from '@/components/forms/use-form-action';
import { joinAction } from '@/lib/referral/action';

type Props = FormProps & {
  privacyHref: string;
  regulationHref: string;
  dashboardHref: string;
};

const schema = () => import('@/lib/referral/schema').then((module) => module.joinSchema);

/** Asking to join the referral programme; the answer is "check your inbox" for any address, the code comes by mail. */
export function JoinForm({ locale, idempotencyKey, countries, privacyHref, regulationHref, dashboardHref }: Props) {
  const t = useTranslations('referral.join');
  const form = useFormAction(joinAction, {
    locale,
    idempotencyKey,
    schema,
    checkboxes: ['privacy', 'terms'],
    anchor: 'referral-join',
  });

  if (form.state.status === 'success')
    return (
      <FormStatus state={form.state} anchor={form.anchor}>
        <p>
          <a href={dashboardHref}>{t('dashboardLink')}</a>
        </p>
      </FormStatus>
    );
  return (
    <FormShell form={form} submitLabel={t('submit')} testId="referral-join">
      <div className={styles.row}>
        <SharedField form={form} name="firstName" />
        <SharedField form={form} name="email" />
      </div>
      <CountryField form={form} countries={countries} />
      <ConsentField form={form} name="privacy" label={t.rich('privacy', { link: legalLink(privacyHref) })} />
      <ConsentField form={form} name="terms" label={t.rich('terms', { link: legalLink(regulationHref) })} />
    </FormShell>
  );
}
