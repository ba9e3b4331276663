import type { Content, ImageField, RichTextField } from '@prismicio/client';
import { useTranslations } from 'next-intl';
import { Breadcrumbs } from '@/components/layout/Breadcrumbs';
import type { Crumb } from '@/lib/navigation/types';
import { BuyBox } from '@/components/product/BuyBox';
import { ProductGallery } from '@/components/product/ProductGallery';
import { ReviewSummary } from '@/components/product/ReviewSummary';
import { ReviewsWidget } from '@/components/consent/ReviewsWidget';
import { Hero } from '@/components/slices/Hero';
import { SliceZone } from '@/components/slices/SliceZone';
import type { Locale } from '@/lib/i18n/locales';
import styles from './ContentBody.module.css';
import { firstText } from '@/lib/content/text';
import type { ReviewSummary as Reviews } from '@/lib/content/reviews';

/** A hero made from the product's own fields, for product pages whose slices do not open with one. */
function productHero(doc: Content.ProductPageDocument): Content.HeroSlice {
  const tagline: RichTextField = doc.data.tagline ? [{ type: 'paragraph', text: doc.data.tagline, spans: [] }] : [];
  return {
    id: `${doc.id}-hero`,
    slice_type: 'hero',
    slice_label: null,
    variation: 'default',
    version: 'initial',
    primary: {
      eyebrow: '',
      title: firstText(doc.data.product_name, doc.data.title),
      description: tagline,
      image: doc.data.image,
      cta_label: '',
      cta_link: { link_type: 'Any' },
      secondary_cta_label: '',
      secondary_cta_link: { link_type: 'Any' },
      theme: 'green',
    },
    items: [],
  };
}

/** A product page: the hero with the buy box (when the product has a SKU), then the remaining slices. */
export function ProductBody({
  locale,
  doc,
  breadcrumbs,
  reviews,
}: {
  locale: Locale;
  doc: Content.ProductPageDocument;
  breadcrumbs: Crumb[];
  reviews?: Reviews | null;
}) {
  const slices = doc.data.slices;
  const [first] = slices;
  const openingHero = first?.slice_type === 'hero';
  const hero = first?.slice_type === 'hero' ? first : productHero(doc);
  const t = useTranslations('polish');
  const main = hero.primary.image?.url ? hero.primary.image : doc.data.image;
  const views = [main, ...doc.data.gallery.map((view) => view.image)].filter((image): image is ImageField =>
    Boolean(image?.url),
  );
  const name = firstText(doc.data.product_name, doc.data.title);
  return (
    <>
      <div className={`container ${styles.crumbs}`}>
        <Breadcrumbs items={breadcrumbs} />
      </div>
      <Hero
        slice={hero}
        locale={locale}
        index={0}
        fallbackImage={doc.data.image}
        titleAside={reviews && <ReviewSummary summary={reviews} />}
        gallery={
          views.length > 1 && (
            <ProductGallery
              id={doc.uid}
              images={views}
              label={t('gallery', { name })}
              viewLabel={(index, alt) => t('galleryView', { index, count: views.length, alt })}
              priority
            />
          )
        }
      >
        {doc.data.sku_code && <BuyBox locale={locale} skuCode={doc.data.sku_code} sticky />}
      </Hero>
      <SliceZone slices={slices} locale={locale} from={openingHero ? 1 : 0} />
      {doc.data.sku_code && (
        <div className="container">
          <ReviewsWidget sku={doc.data.sku_code} />
        </div>
      )}
    </>
  );
}
