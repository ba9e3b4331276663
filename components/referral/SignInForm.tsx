'use client';

import { useTranslations } from 'next-intl';
import { SharedField } from '@/components/forms/FormFields';
import { FormShell } from '@/components/forms/FormShell';
import { FormStatus } from '@/components/forms/FormStatus';
import { useFormAction } from '@/components/forms/use-form-action';
import type { Locale } from '@/lib/i18n/locales';
import { signInAction } from '@/lib/referral/action';

const schema = () => import('@/lib/referral/schema').then((module) => module.signInSchema);

/** Asks for a sign-in link by email; answers "check your inbox" whether or not the address is a member. */
export function SignInForm({ locale, idempotencyKey }: { locale: Locale; idempotencyKey: string }) {
  const t = useTranslations('referral.signIn');
  const form = useFormAction(signInAction, { locale, idempotencyKey, schema, anchor: 'referral-sign-in' });

  if (form.state.status === 'success') return <FormStatus state={form.state} anchor={form.anchor} />;
  return (
    <FormShell form={form} submitLabel={t('submit')} testId="referral-sign-in">
      <SharedField form={form} name="email" />
    </FormShell>
  );
}
