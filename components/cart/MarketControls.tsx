'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo } from 'react';
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
  const countryId = useId();
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return selectableCountries
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
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
        <label htmlFor={countryId} className={styles.label}>
          {t('country.label')}
        </label>
        <select
          id={countryId}
          className={styles.select}
          value={cart.country}
          disabled={disabled}
          onChange={(event) => onChange({ country: event.target.value })}
          data-testid="country-select"
        >
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
        {cart.shipped ? (
          cart.deliveryDays ? (
            <p className={styles.muted} data-testid="delivery-estimate">
              {t('delivery', { days: cart.deliveryDays })}
            </p>
          ) : null
        ) : (
          <p role="alert" className={styles.alert} data-testid="not-shipped">
            {t('country.notShipped')}
          </p>
        )}
      </div>
    </section>
  );
}
