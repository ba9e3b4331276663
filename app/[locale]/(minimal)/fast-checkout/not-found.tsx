import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/layout/AppLink';

/** Fast checkout with an unknown SKU, a bad quantity or an item that cannot be sold: say so in the page language. */
export default async function FastCheckoutNotFound() {
  const t = await getTranslations('checkout.fastCheckout');
  return (
    <div className="page-shell container" data-testid="fast-checkout-invalid">
      <h1>{t('invalidTitle')}</h1>
      <p role="alert">{t('invalid')}</p>
      <p>
        <AppLink href="/cart">{t('toCart')}</AppLink> · <AppLink href="/">{t('backToShop')}</AppLink>
      </p>
    </div>
  );
}
