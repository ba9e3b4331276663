import Image from 'next/image';
import { getMessages, getTranslations } from 'next-intl/server';
import { spareParts, sparePartAnchor, sparePartSkus } from '@/lib/catalogue/products';
import type { Locale } from '@/lib/i18n/locales';
import { BuyBox } from './BuyBox';
import styles from './SpareParts.module.css';

/** The part's own picture (`public/content/products/parts`), not the device it fits. */
const partPhoto = (skuCode: string) => `/content/products/parts/${skuCode.toLowerCase()}.webp`;

/** One card per spare part: picture, name, the products it fits, then its compact buy box (price, stock, add to cart). */
export async function SparePartsList({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'product.buyBox' });
  const names: Partial<Record<string, string>> = (await getMessages({ locale })).product.skus;
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  return (
    <ul className={styles.list}>
      {sparePartSkus.map((skuCode) => {
        const part = spareParts[skuCode];
        return (
          <li key={skuCode} id={sparePartAnchor(skuCode)} className={styles.card} data-testid="spare-part">
            <Image
              className={styles.image}
              src={partPhoto(skuCode)}
              alt=""
              width={320}
              height={320}
              sizes="(min-width: 768px) 160px, 120px"
            />
            <div className={styles.text}>
              <h2 className={styles.name}>{names[skuCode] ?? skuCode}</h2>
              <p className={styles.fits}>
                {t('fits', { products: list.format(part.fits.map((sku) => names[sku] ?? sku)) })}
              </p>
            </div>
            <BuyBox locale={locale} skuCode={skuCode} compact />
          </li>
        );
      })}
    </ul>
  );
}
