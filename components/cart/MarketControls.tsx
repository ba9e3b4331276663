'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Notice } from '@/components/ui/Notice';
import { Select } from '@/components/ui/Select';
import type { CartView } from '@/lib/commerce/cart-types';
import { customerTypes, selectableCountries, type CustomerType } from '@/lib/commerce/markets';
import styles from './Cart.module.css';

type Props = {
  cart: CartView;
  disabled: boolean;
  onChange: (change: { country?: string; customerType?: CustomerType }) => void;
};

/** Private/business switch, shipping-country selector and the delivery estimate for the destination. */
export function MarketControls({ cart, disabled, onChange }: Props) {
  const t = useTranslations('cart');
  const locale = useLocale();
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return selectableCountries
      .map((code) => ({ value: code, label: names.of(code) ?? code }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
  }, [locale]);

  return (
    <section className={styles.controls}>
      <fieldset className={styles.fieldset} disabled={disabled}>
        <legend>{t('customerType.legend')}</legend>
        {customerTypes.map((type) => (
          <label key={type} className={styles.choice}>
            <input
              type="radio"
              name="customer-type"
              value={type}
              checked={cart.customerType === type}
              onChange={() => onChange({ customerType: type })}
            />
            {t(`customerType.${type}`)}
          </label>
        ))}
        {cart.customerType === 'business' ? <p className={styles.muted}>{t('customerType.businessHint')}</p> : null}
      </fieldset>
      <div>
        <Select
          label={t('country.label')}
          options={countries}
          value={cart.country}
          disabled={disabled}
          onChange={(event) => onChange({ country: event.target.value })}
          data-testid="country-select"
        />
        {cart.shipped ? (
          cart.deliveryDays ? (
            <p className={styles.muted} data-testid="delivery-estimate">
              {t('delivery', { days: cart.deliveryDays })}
            </p>
          ) : null
        ) : (
          <Notice tone="error" data-testid="not-shipped">
            {t('country.notShipped')}
          </Notice>
        )}
      </div>
    </section>
  );
}
