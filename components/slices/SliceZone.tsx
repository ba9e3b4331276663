import type { ComponentType } from 'react';
import type { ContentSlice } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { CallToAction } from './CallToAction';
import { Claims } from './Claims';
import { ComparisonTable } from './ComparisonTable';
import { FaqList } from './FaqList';
import { FeatureGrid } from './FeatureGrid';
import { Hero } from './Hero';
import { ImageText } from './ImageText';
import { NewsletterBlock } from './NewsletterBlock';
import { PlantCarousel } from './PlantCarousel';
import { ProductHighlight } from './ProductHighlight';
import { Reviews } from './Reviews';
import { RichTextBlock } from './RichTextBlock';
import { SavingsCalculator } from './SavingsCalculator';
import type { SliceProps } from './types';
import { Video } from './Video';

// Each component narrows the generic slice to its own fields (slices/<Name>/model.json).
type AnySliceComponent = ComponentType<SliceProps<never>>;

export const sliceComponents: Record<string, AnySliceComponent> = {
  hero: Hero,
  rich_text: RichTextBlock,
  image_text: ImageText,
  feature_grid: FeatureGrid,
  claims: Claims,
  product_highlight: ProductHighlight,
  reviews: Reviews,
  plant_carousel: PlantCarousel,
  faq_list: FaqList,
  newsletter_block: NewsletterBlock,
  call_to_action: CallToAction,
  video: Video,
  savings_calculator: SavingsCalculator,
  comparison_table: ComparisonTable,
} as Record<string, AnySliceComponent>;

/** Renders a slice zone; slice types without a component are skipped. */
export function SliceZone({
  slices,
  locale,
  from = 0,
}: {
  slices: ContentSlice[] | null | undefined;
  locale: Locale;
  from?: number;
}) {
  return (
    <>
      {(slices ?? []).slice(from).map((slice, offset) => {
        const index = from + offset;
        const Component = sliceComponents[slice.slice_type] as ComponentType<SliceProps<ContentSlice>> | undefined;
        return Component ? <Component key={slice.id ?? index} slice={slice} locale={locale} index={index} /> : null;
      })}
    </>
  );
}

/** Whether the zone opens with a hero, which then carries the page's h1. */
export function startsWithHero(slices: ContentSlice[] | null | undefined): boolean {
  return slices?.[0]?.slice_type === 'hero';
}
