'use client';

import { useTranslations } from 'next-intl';
import { SharedField } from '@/components/forms/FormFields';
import { FormShell } from '@/components/forms/FormShell';
import { FormStatus } from '@/components/forms/FormStatus';
import styles from '@/components/forms/Forms.module.css';
import { useFormAction } from '@/components/forms/use-form-action';
import type { Locale } from '@/lib/i18n/locales';
import { privacyRequestAction } from '@/lib/privacy/action';

const schema = () => import('@/lib/privacy/schema').then((module) => module.privacyRequestSchema);

/** Asks for a copy or the erasure of one's data; the answer is "check your inbox" whoever the address belongs to. */
export function YourDataForm({ locale, idempotencyKey }: { locale: Locale; idempotencyKey: string }) {
  const t = useTranslations('privacy.form');
  const form = useFormAction(privacyRequestAction, { locale, idempotencyKey, schema, initial: { kind: 'export' } });

  if (form.state.status === 'success') return <FormStatus state={form.state} />;
  const kind = form.text('kind') === 'erase' ? 'erase' : 'export';
  return (
    <FormShell form={form} submitLabel={t('submit')} testId="your-data-form">
      <SharedField form={form} name="email" />
      <fieldset className={styles.switch}>
        <legend>{t('kind')}</legend>
        {(['export', 'erase'] as const).map((value) => (
          <label key={value}>
            <input type="radio" {...form.field('kind')} value={value} defaultChecked={kind === value} />
            {t(value)}
          </label>
        ))}
      </fieldset>
    </FormShell>
  );
}
