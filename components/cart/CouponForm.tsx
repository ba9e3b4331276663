'use client';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button } from '@/components/ui/Button';
import type { CountryChoice } from '@/lib/cart/countries';
import { couponFieldId } from '@/lib/cart/coupon-field';
import type { CartView } from '@/lib/cart/types';
import styles from './Cart.module.css';
import { CartForm } from './CartForm';
import { CouponEntry } from './CouponEntry';
import { CouponProgress } from './CouponProgress';

type Props = {
  cart: CartView;
  /** The country names the cart's selector shows, for "when you ship to … again". */
  countries: readonly CountryChoice[];
  /** The cart page in the page language: a code's answer without JavaScript lands at this form on it. */
  cartHref: string;
};

/** A code the cart holds: on the order, or saved until it applies (a refusal by its rule keeps it, "invalid" does not). */
function keptCode(cart: CartView): string | undefined {
  const refused = cart.savedCouponRefused;
  return (
    cart.couponCode ??
    cart.savedCoupon?.code ??
    (refused && refused.reason !== 'couponInvalid' ? refused.code : undefined)
  );
}

/**
 * The one place the cart speaks of discount codes: the entry, or the code it holds with what it does now (applied,
 * saved until the order qualifies, or no longer applying: why, and when it applies again) and its remove button.
 * The message is a live region, so a change elsewhere in the cart that takes the code off is heard.
 */
export function CouponForm({ cart, countries, cartHref }: Props) {
  const t = useTranslations('cart');
  const tErrors = useTranslations('cart.errors');
  const tReferral = useTranslations('referralCart');
  const messageId = useId();
  const code = keptCode(cart);
  const progress = cart.couponProgress?.code === code ? cart.couponProgress : undefined;
  const refused = cart.savedCouponRefused;
  const refusal =
    refused &&
    (refused.reason === 'couponInvalid'
      ? tReferral('linkInvalid', { code: refused.code })
      : tErrors(refused.reason, { amount: refused.amount, missing: '' }));
  const under = progress && t('coupon.underThreshold', { total: progress.total, threshold: progress.threshold });
  const lapsed = (reason: string, when: string, place = '') =>
    t('coupon.lapsed', { code: code ?? '', reason, when, threshold: progress?.threshold ?? '', place });
  const placeName = (back: 'country' | 'customerType', place: string) =>
    back === 'country'
      ? (countries.find((choice) => choice.value === place)?.label ?? place)
      : t(`customerType.${place === 'business' ? 'business' : 'consumer'}`);

  let message: { text: string; testId: string } | undefined;
  if (cart.couponCode)
    message = under
      ? { text: lapsed(under, 'threshold'), testId: 'coupon-lapsed' }
      : { text: t('coupon.applied', { code: cart.couponCode }), testId: 'coupon-applied' };
  else if (cart.couponLapsed?.code === code && cart.couponLapsed) {
    const { back, place } = cart.couponLapsed;
    message = {
      text: under ? lapsed(under, 'threshold') : lapsed(refusal ?? t('coupon.notHere'), back, placeName(back, place)),
      testId: 'coupon-lapsed',
    };
  } else if (refusal) message = { text: refusal, testId: 'coupon-refused' };
  else if (cart.savedCoupon) {
    const saved = cart.savedCoupon;
    message = {
      text: saved.amountOff
        ? tReferral('saved', { code: saved.code, amount: saved.amountOff })
        : t('coupon.saved', { code: saved.code, amount: saved.threshold ?? '' }),
      testId: 'coupon-saved',
    };
  } else if (cart.couponDropped) message = { text: t('couponDropped'), testId: 'coupon-dropped' };

  return (
    <div id={couponFieldId} tabIndex={-1} className={styles.coupon}>
      {code && message ? (
        <div className={styles.form}>
          <p id={messageId} role="status" data-testid={message.testId}>
            {message.text}
          </p>
          {progress ? <CouponProgress progress={progress} /> : null}
          <CartForm intent="couponRemove" optimistic={() => ({ kind: 'couponRemove' })} done={t('coupon.removed')}>
            <Button type="submit" variant="link" aria-describedby={messageId}>
              {t('coupon.remove', { code })}
            </Button>
          </CartForm>
        </div>
      ) : (
        <CouponEntry notice={message} permalink={`${cartHref}#${couponFieldId}`} />
      )}
    </div>
  );
}
