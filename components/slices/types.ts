import type {
  ContentRelationshipField,
  ImageField,
  KeyTextField,
  LinkField,
  RichTextField,
  SelectField,
  Slice,
} from '@prismicio/client';
import type { Locale } from '@/lib/i18n/locales';

/** Fields of the shared slices (docs/content-model.md "Slice fields"). */
type Theme = SelectField<'light' | 'green' | 'dark'>;

export type HeroSlice = Slice<
  'hero',
  {
    eyebrow: KeyTextField;
    title: KeyTextField;
    description: RichTextField;
    image: ImageField;
    cta_label: KeyTextField;
    cta_link: LinkField;
    secondary_cta_label: KeyTextField;
    secondary_cta_link: LinkField;
    theme: Theme;
  }
>;

export type RichTextSlice = Slice<'rich_text', { content: RichTextField; width: SelectField<'narrow' | 'wide'> }>;

export type ImageTextSlice = Slice<
  'image_text',
  {
    eyebrow: KeyTextField;
    title: KeyTextField;
    text: RichTextField;
    image: ImageField;
    image_position: SelectField<'left' | 'right'>;
    cta_label: KeyTextField;
    cta_link: LinkField;
  }
>;

export type FeatureGridSlice = Slice<
  'feature_grid',
  { title: KeyTextField; intro: RichTextField; columns: SelectField<'2' | '3' | '4'> },
  { icon: SelectField; title: KeyTextField; description: KeyTextField }
>;

export type ClaimsSlice = Slice<
  'claims',
  { title: KeyTextField; intro: KeyTextField; footnote: KeyTextField },
  { value: KeyTextField; label: KeyTextField; description: KeyTextField }
>;

export type ProductHighlightSlice = Slice<
  'product_highlight',
  { title: KeyTextField; intro: RichTextField },
  {
    product: ContentRelationshipField<'product_page'>;
    title: KeyTextField;
    description: KeyTextField;
    image: ImageField;
    badge: KeyTextField;
    cta_label: KeyTextField;
  }
>;

export type ReviewsSlice = Slice<
  'reviews',
  {
    title: KeyTextField;
    intro: KeyTextField;
    rating_summary: KeyTextField;
    cta_label: KeyTextField;
    cta_link: LinkField;
  },
  { review: ContentRelationshipField<'review'> }
>;

export type PlantCarouselSlice = Slice<
  'plant_carousel',
  { title: KeyTextField; intro: KeyTextField },
  { item: ContentRelationshipField<'plant_carousel_item'> }
>;

export type FaqListSlice = Slice<
  'faq_list',
  { title: KeyTextField; intro: KeyTextField; more_label: KeyTextField; more_link: LinkField },
  { question: KeyTextField; answer: RichTextField }
>;

export type NewsletterBlockSlice = Slice<
  'newsletter_block',
  {
    title: KeyTextField;
    description: RichTextField;
    discount: KeyTextField;
    button_label: KeyTextField;
    privacy_note: RichTextField;
  }
>;

export type CallToActionSlice = Slice<
  'call_to_action',
  {
    title: KeyTextField;
    description: RichTextField;
    image: ImageField;
    button_label: KeyTextField;
    button_link: LinkField;
    secondary_label: KeyTextField;
    secondary_link: LinkField;
    theme: Theme;
  }
>;

export type VideoSlice = Slice<
  'video',
  {
    title: KeyTextField;
    description: RichTextField;
    poster: ImageField;
    video_url: LinkField;
    duration: KeyTextField;
    transcript: RichTextField;
  },
  { time: KeyTextField; chapter: KeyTextField }
>;

/** What every slice component receives: its slice, the page locale and its position in the zone. */
export interface SliceProps<S> {
  slice: S;
  locale: Locale;
  index: number;
}
