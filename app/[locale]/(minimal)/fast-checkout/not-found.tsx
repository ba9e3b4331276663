import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

/** Fast checkout with an unknown SKU, a bad quantity or an item that cannot be sold: say so in the page language. */
export default async function FastCheckoutNotFound() {
  const t = await getTranslations('checkout.fastCheckout');
  return (
    <div className="page-shell container" data-testid="fast-checkout-invalid">
      <h1>{t('invalidTitle')}</h1>
      <p role="alert">{t('invalid')}</p>
      <p>
        <Link href="/cart">{t('toCart')}</Link> · <Link href="/">{t('backToShop')}</Link>
      </p>
    </div>
  );
}
