import { isFilled, type Content } from '@prismicio/client';
import { getTranslations } from 'next-intl/server';
import { ContentImage } from '@/components/content/ContentImage';
import { RichText } from '@/components/content/RichText';
import { SmartLink } from '@/components/content/SmartLink';
import { firstText } from '@/lib/content/text';
import { BuyBox } from '@/components/product/BuyBox';
import { resolveLink } from '@/lib/content/links';
import { getProductPage } from '@/lib/content/queries/pages';
import styles from './ProductHighlight.module.css';
import { Section } from './Section';
import type { SliceProps } from './types';

/** Product cards linking product pages; the buy box appears when the product has a SKU. */
export async function ProductHighlight({ slice, locale }: SliceProps<Content.ProductHighlightSlice>) {
  const t = await getTranslations({ locale, namespace: 'content' });
  const cards = await Promise.all(
    slice.items.map(async (item) => {
      const product =
        isFilled.contentRelationship(item.product) && item.product.uid
          ? await getProductPage(locale, item.product.uid)
          : null;
      return { item, product, href: product ? resolveLink(product) : null };
    }),
  );
  return (
    <Section sliceType="product_highlight" title={slice.primary.title} intro={<RichText field={slice.primary.intro} />}>
      <ul className={styles.cards}>
        {cards.map(({ item, product, href }, index) => {
          const name = firstText(item.title, product?.data.product_name, product?.data.title);
          const image = item.image?.url ? item.image : product?.data.image;
          const sku = product?.data.sku_code;
          return (
            <li key={index} className={`card ${styles.card}`}>
              {item.badge && <p className={styles.badge}>{item.badge}</p>}
              <ContentImage field={image} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" decorative />
              <h3>{href ? <SmartLink href={href}>{name}</SmartLink> : name}</h3>
              <p className="muted">{firstText(item.description, product?.data.tagline)}</p>
              {sku && <BuyBox locale={locale} skuCode={sku} />}
              {href && (
                <SmartLink href={href} className="btn btn-secondary">
                  {firstText(item.cta_label, t('viewProduct', { product: name }))}
                </SmartLink>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
