'use client';
import { useTranslations } from 'next-intl';
import { useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { Select } from '@/components/ui/Select';
import { useApplyOnPick } from '@/lib/browser/use-apply-on-pick';
import { useEarlyChoice } from '@/lib/browser/use-early-choice';
import type { CountryChoice } from '@/lib/cart/countries';
import type { CartView } from '@/lib/cart/types';
import { customerTypes, type CustomerType } from '@/lib/markets/customer-types';
import type { OptimisticChange } from '@/lib/cart/optimistic';
import styles from './Cart.module.css';
import { CartForm } from './CartForm';

const placeChange = (data: FormData): OptimisticChange => ({
  kind: 'place',
  country: (data.get('country') as string | null) ?? undefined,
  customerType: customerTypes.find((type) => type === data.get('customerType')),
});

type Props = {
  cart: CartView;
  countries: readonly CountryChoice[];
  /** The arrival date for the cart's country (components/delivery/DeliveryDate), rendered on the server. */
  arrival?: ReactNode;
};

/**
 * Private/business switch and shipping-country selector, each a form with its own button (with JavaScript a
 * customer type posts at once, a country once picked from the list or confirmed with Enter), and the delivery
 * estimate for the destination.
 */
export function MarketControls({ cart, countries, arrival }: Props) {
  const t = useTranslations('cart');
  const submitOnChange = (event: { currentTarget: HTMLInputElement | HTMLSelectElement }) =>
    event.currentTarget.form?.requestSubmit();
  const country = useRef<HTMLSelectElement>(null);
  const customerType = useRef<HTMLInputElement>(null);
  useEarlyChoice(country, cart.country);
  useEarlyChoice(customerType, cart.customerType);
  const countryPick = useApplyOnPick(cart.country);

  return (
    <section className={styles.controls}>
      <CartForm intent="place" optimistic={placeChange} done={t('updated')}>
        <fieldset className={styles.fieldset}>
          <legend>{t('customerType.legend')}</legend>
          {customerTypes.map((type: CustomerType) => (
            <label key={type} className={styles.choice}>
              <input
                type="radio"
                name="customerType"
                value={type}
                checked={cart.customerType === type}
                ref={cart.customerType === type ? customerType : undefined}
                onChange={submitOnChange}
              />
              {t(`customerType.${type}`)}
            </label>
          ))}
          <Button type="submit" variant="link" data-testid="customer-type-submit">
            {t('place.update')}
          </Button>
          {cart.customerType === 'business' ? <p className={styles.muted}>{t('customerType.businessHint')}</p> : null}
        </fieldset>
      </CartForm>
      <div>
        <CartForm intent="place" optimistic={placeChange} done={t('updated')} className={styles.form}>
          <Select
            label={t('country.label')}
            name="country"
            options={countries}
            ref={country}
            {...countryPick}
            data-testid="country-select"
          />
          <Button type="submit" variant="secondary" data-testid="country-submit">
            {t('place.update')}
          </Button>
        </CartForm>
        {cart.shipped ? (
          cart.deliveryDays ? (
            <>
              <p className={styles.muted} data-testid="delivery-estimate">
                {t('delivery', { days: cart.deliveryDays })}
              </p>
              {arrival ? <p data-testid="cart-arrival">{arrival}</p> : null}
            </>
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
