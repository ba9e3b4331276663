import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/layout/AppLink';

/** Fast checkout with an unknown SKU or an item that cannot be sold here (a malformed link is the site's 404, ADR 0064). */
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
