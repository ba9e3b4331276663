'use client';

import { useTranslations } from 'next-intl';
import { formatSamples } from '@/lib/forms/formats';
import { purchaseLocations, stores } from '@/lib/forms/options';
import type { RegistrableProduct } from '@/lib/forms/schemas/registration';
import { registrationAction } from '@/lib/registration/action';
import { ChoiceField, ConsentField, ReachFields, SharedField, TextField } from './FormFields';
import { FormShell, type FormProps } from './FormShell';
import { FormStatus } from './FormStatus';
import styles from './Forms.module.css';
import { legalLink } from './LegalLabel';
import { useFormAction } from './use-form-action';

type Props = FormProps & {
  privacyHref: string;
  guideHref: string;
  source?: string;
  /** The catalogue's products (lib/registration/products.ts), named in the page's language. */
  products: readonly RegistrableProduct[];
};

/** Identifiers as printed on the device: typed in capitals, never spell-checked. */
const code = { autoCapitalize: 'characters', spellCheck: false } as const;

/** Product registration (spec §3); "Other" as the store asks for the store's name. */
export function RegistrationForm(props: Props) {
  const { locale, idempotencyKey, countries, privacyHref, guideHref, source, products } = props;
  const t = useTranslations('forms');
  const form = useFormAction(registrationAction, {
    locale,
    idempotencyKey,
    schema: () =>
      import('@/lib/forms/schemas/registration').then(
        (module) => (m: Parameters<typeof module.registrationSchema>[0]) => module.registrationSchema(m, products),
      ),
    initial: source ? { source } : {},
    checkboxes: ['privacy'],
    anchor: 'registration',
  });
  const { state } = form;

  if (state.status === 'success')
    return (
      <FormStatus state={state} anchor={form.anchor}>
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
    <FormShell form={form} submitLabel={t('registration.submit')} testId="registration-form">
      <p className={styles.note}>{t('common.requiredNote')}</p>
      <div className={styles.row}>
        <SharedField form={form} name="firstName" />
        <SharedField form={form} name="lastName" />
      </div>
      <ReachFields form={form} countries={countries} />
      <ChoiceField
        form={form}
        name="productFamily"
        label={t('registration.productFamily')}
        options={[choose, ...products.map(({ value, label }) => ({ value, label }))]}
      />
      <div className={styles.row}>
        <TextField
          form={form}
          name="serialNumber"
          label={t('registration.serialNumber')}
          hint={t('registration.serialHint', { example: formatSamples.serialNumber })}
          required
          {...code}
        />
        <TextField
          form={form}
          name="macAddress"
          label={t('registration.macAddress')}
          hint={t('registration.macHint', { example: formatSamples.macAddress })}
          required
          {...code}
        />
      </div>
      <div className={styles.row}>
        <ChoiceField
          form={form}
          name="purchaseLocation"
          label={t('registration.purchaseLocation')}
          options={[
            choose,
            ...purchaseLocations.map((value) => ({ value, label: t(`registration.purchaseLocations.${value}`) })),
          ]}
        />
        <TextField form={form} name="orderId" label={t('registration.orderId')} required spellCheck={false} />
      </div>
      <div className={styles.storeOnly}>
        <ChoiceField
          form={form}
          name="store"
          label={t('registration.store')}
          options={[
            choose,
            ...stores.map((value) => ({ value, label: value === 'Other' ? t('registration.otherStoreLabel') : value })),
          ]}
        />
        <div className={styles.otherStore}>
          <TextField form={form} name="otherStore" label={t('registration.otherStore')} required />
        </div>
      </div>
      <TextField
        form={form}
        name="warrantyCode"
        label={t('registration.warrantyCode')}
        hint={t('registration.warrantyHint')}
        {...code}
      />
      <ConsentField
        form={form}
        name="privacy"
        label={t.rich('registration.privacy', { link: legalLink(privacyHref) })}
      />
      {source && <input type="hidden" name="source" value={source} />}
    </FormShell>
  );
}
