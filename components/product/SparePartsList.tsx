import { sparePartSkus } from '@/lib/commerce/products';
import type { Locale } from '@/lib/i18n/locales';
import { BuyBox } from './BuyBox';

export function SparePartsList({ locale }: { locale: Locale }) {
  return (
    <ul className="spare-parts">
      {sparePartSkus.map((skuCode) => (
        <li key={skuCode}>
          <BuyBox locale={locale} skuCode={skuCode} />
        </li>
      ))}
    </ul>
  );
}
