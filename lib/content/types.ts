import type {
  AnyRegularField,
  ContentRelationshipField,
  DateField,
  GroupField,
  ImageField,
  KeyTextField,
  LinkField,
  NumberField,
  PrismicDocument,
  PrismicDocumentWithUID,
  PrismicDocumentWithoutUID,
  RichTextField,
  SelectField,
  Slice,
  SliceZone,
} from '@prismicio/client';
import type { Locale } from '@/lib/i18n/locales';
import type { ContentLang } from './langs';

/** Any slice of the model (docs/content-model.md); slice components narrow `slice_type`. */
export type ContentSlice = Slice<string, Record<string, AnyRegularField>, Record<string, AnyRegularField>>;
type Slices = SliceZone<ContentSlice>;
type Fields = Record<string, AnyRegularField | GroupField | SliceZone>;
type WithUID<Type extends string, Data extends Fields> = PrismicDocumentWithUID<Data, Type, ContentLang>;
type WithoutUID<Type extends string, Data extends Fields> = PrismicDocumentWithoutUID<Data, Type, ContentLang>;

type SeoFields = {
  meta_title: KeyTextField;
  meta_description: KeyTextField;
};

export type PageDocument = WithUID<
  'page',
  SeoFields & {
    title: KeyTextField;
    layout: SelectField<'default' | 'minimal'>;
    slices: Slices;
  }
>;

export type ProductPageDocument = WithUID<
  'product_page',
  SeoFields & {
    title: KeyTextField;
    product_name: KeyTextField;
    sku_code: KeyTextField;
    tagline: KeyTextField;
    image: ImageField;
    slices: Slices;
  }
>;

export type BlogCategoryDocument = WithUID<
  'blog_category',
  { name: KeyTextField; description: RichTextField | KeyTextField }
>;

export type PostDocument = WithUID<
  'post',
  SeoFields & {
    title: KeyTextField;
    excerpt: KeyTextField;
    image: ImageField;
    publication_date: DateField;
    author: KeyTextField;
    category: ContentRelationshipField<'blog_category'>;
    body: RichTextField;
  }
>;

export type FaqProductDocument = WithUID<
  'faq_product',
  {
    title: KeyTextField;
    description: RichTextField | KeyTextField;
    product_name: KeyTextField;
    position: NumberField;
  }
>;

export type FaqSectionDocument = WithUID<
  'faq_section',
  {
    title: KeyTextField;
    description: RichTextField | KeyTextField;
    product: ContentRelationshipField<'faq_product'>;
    position: NumberField;
  }
>;

export type FaqArticleDocument = WithUID<
  'faq_article',
  {
    question: KeyTextField;
    answer: RichTextField;
    section: ContentRelationshipField<'faq_section'>;
    position: NumberField;
  }
>;

export type MenuItemFields = {
  item_id: KeyTextField;
  name: KeyTextField;
  link: LinkField;
  position: SelectField<'left' | 'right'>;
  parent_id: KeyTextField;
};

export type MenuDocument =
  WithoutUID<'menu', { items: GroupField<MenuItemFields> }> | WithUID<'menu', { items: GroupField<MenuItemFields> }>;

export type FooterGroupSlice = Slice<'footer_group', { title: KeyTextField }, { label: KeyTextField; link: LinkField }>;
export type FooterDocument = PrismicDocument<{ slices: SliceZone<FooterGroupSlice> }, 'footer', ContentLang>;

export type LocaleFields = {
  code: KeyTextField;
  iso: KeyTextField;
  name: KeyTextField;
  short_name: KeyTextField;
};
export type SettingsDocument = PrismicDocument<{ locales: GroupField<LocaleFields> }, 'settings', ContentLang>;

export type FoodprintProfileDocument = WithUID<
  'foodprint_profile',
  {
    profile_id: KeyTextField;
    score_min: NumberField;
    score_max: NumberField;
    title: KeyTextField;
    description: RichTextField;
    shareable_thought: KeyTextField;
    image: ImageField;
    emoji: KeyTextField;
  }
>;

export type ReviewDocument = PrismicDocument<
  { author: KeyTextField; content: RichTextField; rating: NumberField },
  'review',
  ContentLang
>;

export type PlantCarouselItemDocument = PrismicDocument<
  { image: ImageField; title: KeyTextField; description: RichTextField | KeyTextField; rooms: KeyTextField },
  'plant_carousel_item',
  ContentLang
>;

export type ContentDocument =
  | PageDocument
  | ProductPageDocument
  | PostDocument
  | BlogCategoryDocument
  | FaqProductDocument
  | FaqSectionDocument
  | FaqArticleDocument
  | MenuDocument
  | FooterDocument
  | SettingsDocument
  | FoodprintProfileDocument
  | ReviewDocument
  | PlantCarouselItemDocument;

/** A menu entry with its submenu (items whose `parent_id` is this item's `item_id`). */
export interface MenuEntry {
  id: string;
  name: string;
  path: string | null;
  position: 'left' | 'right';
  submenu: MenuEntry[];
}

export interface Paged<T> {
  results: T[];
  page: number;
  pageSize: number;
  totalPages: number;
  totalResults: number;
}

/** Paths of a document's translations by app locale (language switcher, hreflang). */
export type Alternates = Partial<Record<Locale, string>>;

export interface SitemapEntry {
  path: string;
  locale: Locale;
  type: string;
  lastModified: string;
  alternates: Alternates;
}
