import type * as prismic from "@prismicio/client";

type Simplify<T> = { [KeyType in keyof T]: T[KeyType] };


type PickContentRelationshipFieldData<
	TRelationship extends prismic.CustomTypeModelFetchCustomTypeLevel1 | prismic.CustomTypeModelFetchCustomTypeLevel2 | prismic.CustomTypeModelFetchGroupLevel1 | prismic.CustomTypeModelFetchGroupLevel2,
	TData extends Record<string, prismic.AnyRegularField | prismic.GroupField | prismic.NestedGroupField | prismic.SliceZone>,
	TLang extends string
> = |
	// Content relationship fields
	{
		[TSubRelationship in Extract<
			TRelationship["fields"][number], prismic.CustomTypeModelFetchContentRelationshipLevel1
		> as TSubRelationship["id"]]:
			ContentRelationshipFieldWithData<TSubRelationship["customtypes"], TLang>;
	} &
	// Group
	{
		[TGroup in Extract<
			TRelationship["fields"][number], prismic.CustomTypeModelFetchGroupLevel1 | prismic.CustomTypeModelFetchGroupLevel2
		> as TGroup["id"]]:
			TData[TGroup["id"]] extends prismic.GroupField<infer TGroupData>
				? prismic.GroupField<PickContentRelationshipFieldData<TGroup, TGroupData, TLang>>
				: never
	} &
	// Other fields
	{
		[TFieldKey in Extract<TRelationship["fields"][number], string>]:
			TFieldKey extends keyof TData ? TData[TFieldKey] : never;
	};

type ContentRelationshipFieldWithData<
	TCustomType extends readonly (prismic.CustomTypeModelFetchCustomTypeLevel1 | string)[] | readonly (prismic.CustomTypeModelFetchCustomTypeLevel2 | string)[],
	TLang extends string = string
> = {
	[ID in Exclude<TCustomType[number], string>["id"]]:
		prismic.ContentRelationshipField<
			ID,
			TLang,
			PickContentRelationshipFieldData<
				Extract<TCustomType[number], { id: ID }>,
				Extract<prismic.Content.AllDocumentTypes, { type: ID }>["data"],
				TLang
			>
		>
}[Exclude<TCustomType[number], string>["id"]];

/**
 * Content for Blog category documents
 */
interface BlogCategoryDocumentData {
	/**
	 * Name field in *Blog category*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: blog_category.name
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	name: prismic.KeyTextField;
	
	/**
	 * Description field in *Blog category*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: blog_category.description
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	description: prismic.KeyTextField;
}

/**
 * Blog category document from Prismic
 *
 * - **API ID**: `blog_category`
 * - **Repeatable**: `true`
 * - **Documentation**: https://prismic.io/docs/content-modeling
 *
 * @typeParam Lang - Language API ID of the document.
 */
export type BlogCategoryDocument<Lang extends string = "en-gb" | "de-de" | "it-it"> = prismic.PrismicDocumentWithUID<Simplify<BlogCategoryDocumentData>, "blog_category", Lang>;

/**
 * Content for FAQ article documents
 */
interface FaqArticleDocumentData {
	/**
	 * Question field in *FAQ article*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: faq_article.question
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	question: prismic.KeyTextField;
	
	/**
	 * Answer field in *FAQ article*
	 *
	 * - **Field Type**: Rich Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: faq_article.answer
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/rich-text
	 */
	answer: prismic.RichTextField;
	
	/**
	 * FAQ section field in *FAQ article*
	 *
	 * - **Field Type**: Content Relationship
	 * - **Placeholder**: *None*
	 * - **API ID Path**: faq_article.section
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/content-relationship
	 */
	section: prismic.ContentRelationshipField<"faq_section">;
	
	/**
	 * Position field in *FAQ article*
	 *
	 * - **Field Type**: Number
	 * - **Placeholder**: *None*
	 * - **API ID Path**: faq_article.position
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/number
	 */
	position: prismic.NumberField;
}

/**
 * FAQ article document from Prismic
 *
 * - **API ID**: `faq_article`
 * - **Repeatable**: `true`
 * - **Documentation**: https://prismic.io/docs/content-modeling
 *
 * @typeParam Lang - Language API ID of the document.
 */
export type FaqArticleDocument<Lang extends string = "en-gb" | "de-de" | "it-it"> = prismic.PrismicDocumentWithUID<Simplify<FaqArticleDocumentData>, "faq_article", Lang>;

/**
 * Content for FAQ product documents
 */
interface FaqProductDocumentData {
	/**
	 * Title field in *FAQ product*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: faq_product.title
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	title: prismic.KeyTextField;
	
	/**
	 * Description field in *FAQ product*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: faq_product.description
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	description: prismic.KeyTextField;
	
	/**
	 * Product name field in *FAQ product*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: faq_product.product_name
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	product_name: prismic.KeyTextField;
	
	/**
	 * Position field in *FAQ product*
	 *
	 * - **Field Type**: Number
	 * - **Placeholder**: *None*
	 * - **API ID Path**: faq_product.position
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/number
	 */
	position: prismic.NumberField;
}

/**
 * FAQ product document from Prismic
 *
 * - **API ID**: `faq_product`
 * - **Repeatable**: `true`
 * - **Documentation**: https://prismic.io/docs/content-modeling
 *
 * @typeParam Lang - Language API ID of the document.
 */
export type FaqProductDocument<Lang extends string = "en-gb" | "de-de" | "it-it"> = prismic.PrismicDocumentWithUID<Simplify<FaqProductDocumentData>, "faq_product", Lang>;

/**
 * Content for FAQ section documents
 */
interface FaqSectionDocumentData {
	/**
	 * Title field in *FAQ section*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: faq_section.title
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	title: prismic.KeyTextField;
	
	/**
	 * Description field in *FAQ section*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: faq_section.description
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	description: prismic.KeyTextField;
	
	/**
	 * FAQ product field in *FAQ section*
	 *
	 * - **Field Type**: Content Relationship
	 * - **Placeholder**: *None*
	 * - **API ID Path**: faq_section.product
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/content-relationship
	 */
	product: prismic.ContentRelationshipField<"faq_product">;
	
	/**
	 * Position field in *FAQ section*
	 *
	 * - **Field Type**: Number
	 * - **Placeholder**: *None*
	 * - **API ID Path**: faq_section.position
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/number
	 */
	position: prismic.NumberField;
}

/**
 * FAQ section document from Prismic
 *
 * - **API ID**: `faq_section`
 * - **Repeatable**: `true`
 * - **Documentation**: https://prismic.io/docs/content-modeling
 *
 * @typeParam Lang - Language API ID of the document.
 */
export type FaqSectionDocument<Lang extends string = "en-gb" | "de-de" | "it-it"> = prismic.PrismicDocumentWithUID<Simplify<FaqSectionDocumentData>, "faq_section", Lang>;

/**
 * Content for Foodprint profile documents
 */
interface FoodprintProfileDocumentData {
	/**
	 * Profile id field in *Foodprint profile*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: foodprint_profile.profile_id
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	profile_id: prismic.KeyTextField;
	
	/**
	 * Score min field in *Foodprint profile*
	 *
	 * - **Field Type**: Number
	 * - **Placeholder**: *None*
	 * - **API ID Path**: foodprint_profile.score_min
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/number
	 */
	score_min: prismic.NumberField;
	
	/**
	 * Score max field in *Foodprint profile*
	 *
	 * - **Field Type**: Number
	 * - **Placeholder**: *None*
	 * - **API ID Path**: foodprint_profile.score_max
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/number
	 */
	score_max: prismic.NumberField;
	
	/**
	 * Title field in *Foodprint profile*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: foodprint_profile.title
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	title: prismic.KeyTextField;
	
	/**
	 * Description field in *Foodprint profile*
	 *
	 * - **Field Type**: Rich Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: foodprint_profile.description
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/rich-text
	 */
	description: prismic.RichTextField;
	
	/**
	 * Shareable thought field in *Foodprint profile*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: foodprint_profile.shareable_thought
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	shareable_thought: prismic.KeyTextField;
	
	/**
	 * Image field in *Foodprint profile*
	 *
	 * - **Field Type**: Image
	 * - **Placeholder**: *None*
	 * - **API ID Path**: foodprint_profile.image
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/image
	 */
	image: prismic.ImageField<never>;
	
	/**
	 * Emoji field in *Foodprint profile*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: foodprint_profile.emoji
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	emoji: prismic.KeyTextField;
}

/**
 * Foodprint profile document from Prismic
 *
 * - **API ID**: `foodprint_profile`
 * - **Repeatable**: `true`
 * - **Documentation**: https://prismic.io/docs/content-modeling
 *
 * @typeParam Lang - Language API ID of the document.
 */
export type FoodprintProfileDocument<Lang extends string = "en-gb" | "de-de" | "it-it"> = prismic.PrismicDocumentWithUID<Simplify<FoodprintProfileDocumentData>, "foodprint_profile", Lang>;

/**
 * Primary content in *Footer → Slice Zone → Footer group → Primary*
 */
export interface FooterDocumentDataSlicesFooterGroupSlicePrimary {
	/**
	 * Title field in *Footer → Slice Zone → Footer group → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: footer.slices[].footer_group.primary.title
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	title: prismic.KeyTextField;
}

/**
 * Item content in *Footer → Slice Zone → Footer group → Items*
 */
export interface FooterDocumentDataSlicesFooterGroupSliceItem {
	/**
	 * Label field in *Footer → Slice Zone → Footer group → Items*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: footer.slices[].footer_group.items.label
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	label: prismic.KeyTextField;
	
	/**
	 * Link field in *Footer → Slice Zone → Footer group → Items*
	 *
	 * - **Field Type**: Link
	 * - **Placeholder**: *None*
	 * - **API ID Path**: footer.slices[].footer_group.items.link
	 * - **Documentation**: https://prismic.io/docs/fields/link
	 */
	link: prismic.LinkField<string, string, unknown, prismic.FieldState, never>;
}

/**
 * Slice for *Footer → Slice Zone*
 */
export type FooterDocumentDataSlicesFooterGroupSlice = prismic.Slice<"footer_group", Simplify<FooterDocumentDataSlicesFooterGroupSlicePrimary>, Simplify<FooterDocumentDataSlicesFooterGroupSliceItem>>

type FooterDocumentDataSlicesSlice = FooterDocumentDataSlicesFooterGroupSlice

/**
 * Content for Footer documents
 */
interface FooterDocumentData {
	/**
	 * Slice Zone field in *Footer*
	 *
	 * - **Field Type**: Slice Zone
	 * - **Placeholder**: *None*
	 * - **API ID Path**: footer.slices[]
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/slices
	 */
	slices: prismic.SliceZone<FooterDocumentDataSlicesSlice>;
}

/**
 * Footer document from Prismic
 *
 * - **API ID**: `footer`
 * - **Repeatable**: `false`
 * - **Documentation**: https://prismic.io/docs/content-modeling
 *
 * @typeParam Lang - Language API ID of the document.
 */
export type FooterDocument<Lang extends string = "en-gb" | "de-de" | "it-it"> = prismic.PrismicDocumentWithoutUID<Simplify<FooterDocumentData>, "footer", Lang>;

/**
 * Item in *Menu → Items*
 */
export interface MenuDocumentDataItemsItem {
	/**
	 * Item id field in *Menu → Items*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: menu.items[].item_id
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	item_id: prismic.KeyTextField;
	
	/**
	 * Name field in *Menu → Items*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: menu.items[].name
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	name: prismic.KeyTextField;
	
	/**
	 * Link field in *Menu → Items*
	 *
	 * - **Field Type**: Link
	 * - **Placeholder**: *None*
	 * - **API ID Path**: menu.items[].link
	 * - **Documentation**: https://prismic.io/docs/fields/link
	 */
	link: prismic.LinkField<string, string, unknown, prismic.FieldState, never>;
	
	/**
	 * Position field in *Menu → Items*
	 *
	 * - **Field Type**: Select
	 * - **Placeholder**: *None*
	 * - **Default Value**: left
	 * - **API ID Path**: menu.items[].position
	 * - **Documentation**: https://prismic.io/docs/fields/select
	 */
	position: prismic.SelectField<"left" | "right", "filled">;
	
	/**
	 * Parent item id (empty for top level) field in *Menu → Items*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: menu.items[].parent_id
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	parent_id: prismic.KeyTextField;
}

/**
 * Content for Menu documents
 */
interface MenuDocumentData {
	/**
	 * Items field in *Menu*
	 *
	 * - **Field Type**: Group
	 * - **Placeholder**: *None*
	 * - **API ID Path**: menu.items[]
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/repeatable-group
	 */
	items: prismic.GroupField<Simplify<MenuDocumentDataItemsItem>>;
}

/**
 * Menu document from Prismic
 *
 * - **API ID**: `menu`
 * - **Repeatable**: `false`
 * - **Documentation**: https://prismic.io/docs/content-modeling
 *
 * @typeParam Lang - Language API ID of the document.
 */
export type MenuDocument<Lang extends string = "en-gb" | "de-de" | "it-it"> = prismic.PrismicDocumentWithoutUID<Simplify<MenuDocumentData>, "menu", Lang>;

type PageDocumentDataSlicesSlice = HeroSlice | RichTextSlice | ImageTextSlice | FeatureGridSlice | ClaimsSlice | ProductHighlightSlice | ReviewsSlice | PlantCarouselSlice | FaqListSlice | NewsletterBlockSlice | CallToActionSlice | VideoSlice | SavingsCalculatorSlice | ComparisonTableSlice

/**
 * Content for Page documents
 */
interface PageDocumentData {
	/**
	 * Title field in *Page*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: page.title
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	title: prismic.KeyTextField;
	
	/**
	 * Layout field in *Page*
	 *
	 * - **Field Type**: Select
	 * - **Placeholder**: *None*
	 * - **Default Value**: default
	 * - **API ID Path**: page.layout
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/select
	 */
	layout: prismic.SelectField<"default" | "minimal", "filled">;
	
	/**
	 * Slice Zone field in *Page*
	 *
	 * - **Field Type**: Slice Zone
	 * - **Placeholder**: *None*
	 * - **API ID Path**: page.slices[]
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/slices
	 */
	slices: prismic.SliceZone<PageDocumentDataSlicesSlice>;/**
	 * Meta title field in *Page*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: page.meta_title
	 * - **Tab**: SEO & Metadata
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	meta_title: prismic.KeyTextField;
	
	/**
	 * Meta description field in *Page*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: page.meta_description
	 * - **Tab**: SEO & Metadata
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	meta_description: prismic.KeyTextField;
}

/**
 * Page document from Prismic
 *
 * - **API ID**: `page`
 * - **Repeatable**: `true`
 * - **Documentation**: https://prismic.io/docs/content-modeling
 *
 * @typeParam Lang - Language API ID of the document.
 */
export type PageDocument<Lang extends string = "en-gb" | "de-de" | "it-it"> = prismic.PrismicDocumentWithUID<Simplify<PageDocumentData>, "page", Lang>;

/**
 * Content for Plant carousel item documents
 */
interface PlantCarouselItemDocumentData {
	/**
	 * Image field in *Plant carousel item*
	 *
	 * - **Field Type**: Image
	 * - **Placeholder**: *None*
	 * - **API ID Path**: plant_carousel_item.image
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/image
	 */
	image: prismic.ImageField<never>;
	
	/**
	 * Title field in *Plant carousel item*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: plant_carousel_item.title
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	title: prismic.KeyTextField;
	
	/**
	 * Description field in *Plant carousel item*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: plant_carousel_item.description
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	description: prismic.KeyTextField;
	
	/**
	 * Rooms field in *Plant carousel item*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: plant_carousel_item.rooms
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	rooms: prismic.KeyTextField;
}

/**
 * Plant carousel item document from Prismic
 *
 * - **API ID**: `plant_carousel_item`
 * - **Repeatable**: `true`
 * - **Documentation**: https://prismic.io/docs/content-modeling
 *
 * @typeParam Lang - Language API ID of the document.
 */
export type PlantCarouselItemDocument<Lang extends string = "en-gb" | "de-de" | "it-it"> = prismic.PrismicDocumentWithoutUID<Simplify<PlantCarouselItemDocumentData>, "plant_carousel_item", Lang>;

/**
 * Content for Blog post documents
 */
interface PostDocumentData {
	/**
	 * Title field in *Blog post*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: post.title
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	title: prismic.KeyTextField;
	
	/**
	 * Excerpt field in *Blog post*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: post.excerpt
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	excerpt: prismic.KeyTextField;
	
	/**
	 * Image field in *Blog post*
	 *
	 * - **Field Type**: Image
	 * - **Placeholder**: *None*
	 * - **API ID Path**: post.image
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/image
	 */
	image: prismic.ImageField<never>;
	
	/**
	 * Publication date field in *Blog post*
	 *
	 * - **Field Type**: Date
	 * - **Placeholder**: *None*
	 * - **API ID Path**: post.publication_date
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/date
	 */
	publication_date: prismic.DateField;
	
	/**
	 * Author field in *Blog post*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: post.author
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	author: prismic.KeyTextField;
	
	/**
	 * Category field in *Blog post*
	 *
	 * - **Field Type**: Content Relationship
	 * - **Placeholder**: *None*
	 * - **API ID Path**: post.category
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/content-relationship
	 */
	category: prismic.ContentRelationshipField<"blog_category">;
	
	/**
	 * Body field in *Blog post*
	 *
	 * - **Field Type**: Rich Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: post.body
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/rich-text
	 */
	body: prismic.RichTextField;/**
	 * Meta title field in *Blog post*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: post.meta_title
	 * - **Tab**: SEO & Metadata
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	meta_title: prismic.KeyTextField;
	
	/**
	 * Meta description field in *Blog post*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: post.meta_description
	 * - **Tab**: SEO & Metadata
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	meta_description: prismic.KeyTextField;
}

/**
 * Blog post document from Prismic
 *
 * - **API ID**: `post`
 * - **Repeatable**: `true`
 * - **Documentation**: https://prismic.io/docs/content-modeling
 *
 * @typeParam Lang - Language API ID of the document.
 */
export type PostDocument<Lang extends string = "en-gb" | "de-de" | "it-it"> = prismic.PrismicDocumentWithUID<Simplify<PostDocumentData>, "post", Lang>;

/**
 * Item in *Product page → More views (gallery, after the product image)*
 */
export interface ProductPageDocumentDataGalleryItem {
	/**
	 * View field in *Product page → More views (gallery, after the product image)*
	 *
	 * - **Field Type**: Image
	 * - **Placeholder**: *None*
	 * - **API ID Path**: product_page.gallery[].image
	 * - **Documentation**: https://prismic.io/docs/fields/image
	 */
	image: prismic.ImageField<never>;
}

type ProductPageDocumentDataSlicesSlice = HeroSlice | RichTextSlice | ImageTextSlice | FeatureGridSlice | ClaimsSlice | ProductHighlightSlice | ReviewsSlice | PlantCarouselSlice | FaqListSlice | NewsletterBlockSlice | CallToActionSlice | VideoSlice | SavingsCalculatorSlice | ComparisonTableSlice

/**
 * Content for Product page documents
 */
interface ProductPageDocumentData {
	/**
	 * Title field in *Product page*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: product_page.title
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	title: prismic.KeyTextField;
	
	/**
	 * Product name field in *Product page*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: product_page.product_name
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	product_name: prismic.KeyTextField;
	
	/**
	 * Commerce SKU code field in *Product page*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: product_page.sku_code
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	sku_code: prismic.KeyTextField;
	
	/**
	 * Tagline field in *Product page*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: product_page.tagline
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	tagline: prismic.KeyTextField;
	
	/**
	 * Product image field in *Product page*
	 *
	 * - **Field Type**: Image
	 * - **Placeholder**: *None*
	 * - **API ID Path**: product_page.image
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/image
	 */
	image: prismic.ImageField<never>;
	
	/**
	 * More views (gallery, after the product image) field in *Product page*
	 *
	 * - **Field Type**: Group
	 * - **Placeholder**: *None*
	 * - **API ID Path**: product_page.gallery[]
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/repeatable-group
	 */
	gallery: prismic.GroupField<Simplify<ProductPageDocumentDataGalleryItem>>;
	
	/**
	 * Slice Zone field in *Product page*
	 *
	 * - **Field Type**: Slice Zone
	 * - **Placeholder**: *None*
	 * - **API ID Path**: product_page.slices[]
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/slices
	 */
	slices: prismic.SliceZone<ProductPageDocumentDataSlicesSlice>;/**
	 * Meta title field in *Product page*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: product_page.meta_title
	 * - **Tab**: SEO & Metadata
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	meta_title: prismic.KeyTextField;
	
	/**
	 * Meta description field in *Product page*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: product_page.meta_description
	 * - **Tab**: SEO & Metadata
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	meta_description: prismic.KeyTextField;
}

/**
 * Product page document from Prismic
 *
 * - **API ID**: `product_page`
 * - **Repeatable**: `true`
 * - **Documentation**: https://prismic.io/docs/content-modeling
 *
 * @typeParam Lang - Language API ID of the document.
 */
export type ProductPageDocument<Lang extends string = "en-gb" | "de-de" | "it-it"> = prismic.PrismicDocumentWithUID<Simplify<ProductPageDocumentData>, "product_page", Lang>;

/**
 * Content for Review documents
 */
interface ReviewDocumentData {
	/**
	 * Author field in *Review*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: review.author
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	author: prismic.KeyTextField;
	
	/**
	 * Content field in *Review*
	 *
	 * - **Field Type**: Rich Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: review.content
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/rich-text
	 */
	content: prismic.RichTextField;
	
	/**
	 * Rating (1-5) field in *Review*
	 *
	 * - **Field Type**: Number
	 * - **Placeholder**: *None*
	 * - **API ID Path**: review.rating
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/number
	 */
	rating: prismic.NumberField;
}

/**
 * Review document from Prismic
 *
 * - **API ID**: `review`
 * - **Repeatable**: `true`
 * - **Documentation**: https://prismic.io/docs/content-modeling
 *
 * @typeParam Lang - Language API ID of the document.
 */
export type ReviewDocument<Lang extends string = "en-gb" | "de-de" | "it-it"> = prismic.PrismicDocumentWithoutUID<Simplify<ReviewDocumentData>, "review", Lang>;

/**
 * Item in *Settings → Locales*
 */
export interface SettingsDocumentDataLocalesItem {
	/**
	 * Code (en) field in *Settings → Locales*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: settings.locales[].code
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	code: prismic.KeyTextField;
	
	/**
	 * ISO (en-GB) field in *Settings → Locales*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: settings.locales[].iso
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	iso: prismic.KeyTextField;
	
	/**
	 * Name (English) field in *Settings → Locales*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: settings.locales[].name
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	name: prismic.KeyTextField;
	
	/**
	 * Short name (EN) field in *Settings → Locales*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: settings.locales[].short_name
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	short_name: prismic.KeyTextField;
}

/**
 * Content for Settings documents
 */
interface SettingsDocumentData {
	/**
	 * Locales field in *Settings*
	 *
	 * - **Field Type**: Group
	 * - **Placeholder**: *None*
	 * - **API ID Path**: settings.locales[]
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/repeatable-group
	 */
	locales: prismic.GroupField<Simplify<SettingsDocumentDataLocalesItem>>;
}

/**
 * Settings document from Prismic
 *
 * - **API ID**: `settings`
 * - **Repeatable**: `false`
 * - **Documentation**: https://prismic.io/docs/content-modeling
 *
 * @typeParam Lang - Language API ID of the document.
 */
export type SettingsDocument<Lang extends string = "en-gb" | "de-de" | "it-it"> = prismic.PrismicDocumentWithoutUID<Simplify<SettingsDocumentData>, "settings", Lang>;

/**
 * Primary content in *Survey → Questions → Question → Primary*
 */
export interface SurveyDocumentDataQuestionsQuestionSlicePrimary {
	/**
	 * Question id (stable, never translated) field in *Survey → Questions → Question → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: shopping-list
	 * - **API ID Path**: survey.questions[].question.primary.question_id
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	question_id: prismic.KeyTextField;
	
	/**
	 * Question field in *Survey → Questions → Question → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: survey.questions[].question.primary.prompt
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	prompt: prismic.KeyTextField;
	
	/**
	 * Hint field in *Survey → Questions → Question → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: survey.questions[].question.primary.hint
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	hint: prismic.KeyTextField;
}

/**
 * Item content in *Survey → Questions → Question → Items*
 */
export interface SurveyDocumentDataQuestionsQuestionSliceItem {
	/**
	 * Answer id (stable, never translated) field in *Survey → Questions → Question → Items*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: always
	 * - **API ID Path**: survey.questions[].question.items.answer_id
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	answer_id: prismic.KeyTextField;
	
	/**
	 * Answer field in *Survey → Questions → Question → Items*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: survey.questions[].question.items.label
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	label: prismic.KeyTextField;
	
	/**
	 * Points field in *Survey → Questions → Question → Items*
	 *
	 * - **Field Type**: Number
	 * - **Placeholder**: *None*
	 * - **API ID Path**: survey.questions[].question.items.points
	 * - **Documentation**: https://prismic.io/docs/fields/number
	 */
	points: prismic.NumberField;
}

/**
 * Slice for *Survey → Questions*
 */
export type SurveyDocumentDataQuestionsQuestionSlice = prismic.Slice<"question", Simplify<SurveyDocumentDataQuestionsQuestionSlicePrimary>, Simplify<SurveyDocumentDataQuestionsQuestionSliceItem>>

type SurveyDocumentDataQuestionsSlice = SurveyDocumentDataQuestionsQuestionSlice

/**
 * Content for Survey documents
 */
interface SurveyDocumentData {
	/**
	 * Title field in *Survey*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: survey.title
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	title: prismic.KeyTextField;
	
	/**
	 * Introduction field in *Survey*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: survey.intro
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	intro: prismic.KeyTextField;
	
	/**
	 * Questions field in *Survey*
	 *
	 * - **Field Type**: Slice Zone
	 * - **Placeholder**: *None*
	 * - **API ID Path**: survey.questions[]
	 * - **Tab**: Main
	 * - **Documentation**: https://prismic.io/docs/slices
	 */
	questions: prismic.SliceZone<SurveyDocumentDataQuestionsSlice>;
}

/**
 * Survey document from Prismic
 *
 * - **API ID**: `survey`
 * - **Repeatable**: `true`
 * - **Documentation**: https://prismic.io/docs/content-modeling
 *
 * @typeParam Lang - Language API ID of the document.
 */
export type SurveyDocument<Lang extends string = "en-gb" | "de-de" | "it-it"> = prismic.PrismicDocumentWithUID<Simplify<SurveyDocumentData>, "survey", Lang>;

export type AllDocumentTypes = BlogCategoryDocument | FaqArticleDocument | FaqProductDocument | FaqSectionDocument | FoodprintProfileDocument | FooterDocument | MenuDocument | PageDocument | PlantCarouselItemDocument | PostDocument | ProductPageDocument | ReviewDocument | SettingsDocument | SurveyDocument;

/**
 * Primary content in *CallToAction → Default → Primary*
 */
export interface CallToActionSliceDefaultPrimary {
	/**
	 * Title field in *CallToAction → Default → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: call_to_action.default.primary.title
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	title: prismic.KeyTextField;
	
	/**
	 * Description field in *CallToAction → Default → Primary*
	 *
	 * - **Field Type**: Rich Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: call_to_action.default.primary.description
	 * - **Documentation**: https://prismic.io/docs/fields/rich-text
	 */
	description: prismic.RichTextField;
	
	/**
	 * Image (optional) field in *CallToAction → Default → Primary*
	 *
	 * - **Field Type**: Image
	 * - **Placeholder**: *None*
	 * - **API ID Path**: call_to_action.default.primary.image
	 * - **Documentation**: https://prismic.io/docs/fields/image
	 */
	image: prismic.ImageField<never>;
	
	/**
	 * Button label field in *CallToAction → Default → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: call_to_action.default.primary.button_label
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	button_label: prismic.KeyTextField;
	
	/**
	 * Button link field in *CallToAction → Default → Primary*
	 *
	 * - **Field Type**: Link
	 * - **Placeholder**: *None*
	 * - **API ID Path**: call_to_action.default.primary.button_link
	 * - **Documentation**: https://prismic.io/docs/fields/link
	 */
	button_link: prismic.LinkField<string, string, unknown, prismic.FieldState, never>;
	
	/**
	 * Secondary button label field in *CallToAction → Default → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: call_to_action.default.primary.secondary_label
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	secondary_label: prismic.KeyTextField;
	
	/**
	 * Secondary button link field in *CallToAction → Default → Primary*
	 *
	 * - **Field Type**: Link
	 * - **Placeholder**: *None*
	 * - **API ID Path**: call_to_action.default.primary.secondary_link
	 * - **Documentation**: https://prismic.io/docs/fields/link
	 */
	secondary_link: prismic.LinkField<string, string, unknown, prismic.FieldState, never>;
	
	/**
	 * Theme field in *CallToAction → Default → Primary*
	 *
	 * - **Field Type**: Select
	 * - **Placeholder**: *None*
	 * - **Default Value**: green
	 * - **API ID Path**: call_to_action.default.primary.theme
	 * - **Documentation**: https://prismic.io/docs/fields/select
	 */
	theme: prismic.SelectField<"light" | "green" | "dark", "filled">;
}

/**
 * Default variation for CallToAction Slice
 *
 * - **API ID**: `default`
 * - **Description**: Default
 * - **Documentation**: https://prismic.io/docs/slices
 */
export type CallToActionSliceDefault = prismic.SharedSliceVariation<"default", Simplify<CallToActionSliceDefaultPrimary>, never>;

/**
 * Slice variation for *CallToAction*
 */
type CallToActionSliceVariation = CallToActionSliceDefault

/**
 * CallToAction Shared Slice
 *
 * - **API ID**: `call_to_action`
 * - **Description**: Closing banner with title, text and buttons.
 * - **Documentation**: https://prismic.io/docs/slices
 */
export type CallToActionSlice = prismic.SharedSlice<"call_to_action", CallToActionSliceVariation>;

/**
 * Primary content in *Claims → Default → Primary*
 */
export interface ClaimsSliceDefaultPrimary {
	/**
	 * Title field in *Claims → Default → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: claims.default.primary.title
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	title: prismic.KeyTextField;
	
	/**
	 * Intro field in *Claims → Default → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: claims.default.primary.intro
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	intro: prismic.KeyTextField;
	
	/**
	 * Footnote (test conditions, sources) field in *Claims → Default → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: claims.default.primary.footnote
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	footnote: prismic.KeyTextField;
}

/**
 * Primary content in *Claims → Items*
 */
export interface ClaimsSliceDefaultItem {
	/**
	 * Value, e.g. "99 %" field in *Claims → Items*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: claims.items[].value
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	value: prismic.KeyTextField;
	
	/**
	 * Label field in *Claims → Items*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: claims.items[].label
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	label: prismic.KeyTextField;
	
	/**
	 * Explanation field in *Claims → Items*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: claims.items[].description
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	description: prismic.KeyTextField;
}

/**
 * Default variation for Claims Slice
 *
 * - **API ID**: `default`
 * - **Description**: Default
 * - **Documentation**: https://prismic.io/docs/slices
 */
export type ClaimsSliceDefault = prismic.SharedSliceVariation<"default", Simplify<ClaimsSliceDefaultPrimary>, Simplify<ClaimsSliceDefaultItem>>;

/**
 * Slice variation for *Claims*
 */
type ClaimsSliceVariation = ClaimsSliceDefault

/**
 * Claims Shared Slice
 *
 * - **API ID**: `claims`
 * - **Description**: Key figures (stats) with a label and an optional explanation; footnote for sources.
 * - **Documentation**: https://prismic.io/docs/slices
 */
export type ClaimsSlice = prismic.SharedSlice<"claims", ClaimsSliceVariation>;

/**
 * Primary content in *ComparisonTable → Default → Primary*
 */
export interface ComparisonTableSliceDefaultPrimary {
	/**
	 * Title field in *ComparisonTable → Default → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: comparison_table.default.primary.title
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	title: prismic.KeyTextField;
	
	/**
	 * Intro field in *ComparisonTable → Default → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: comparison_table.default.primary.intro
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	intro: prismic.KeyTextField;
	
	/**
	 * Table caption (what the table compares; read first by screen readers) field in *ComparisonTable → Default → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: comparison_table.default.primary.caption
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	caption: prismic.KeyTextField;
	
	/**
	 * First column: product name field in *ComparisonTable → Default → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: comparison_table.default.primary.first_label
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	first_label: prismic.KeyTextField;
	
	/**
	 * Second column: product name field in *ComparisonTable → Default → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: comparison_table.default.primary.second_label
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	second_label: prismic.KeyTextField;
}

/**
 * Primary content in *ComparisonTable → Items*
 */
export interface ComparisonTableSliceDefaultItem {
	/**
	 * Feature (row heading) field in *ComparisonTable → Items*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: comparison_table.items[].feature
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	feature: prismic.KeyTextField;
	
	/**
	 * First product has it field in *ComparisonTable → Items*
	 *
	 * - **Field Type**: Select
	 * - **Placeholder**: *None*
	 * - **Default Value**: yes
	 * - **API ID Path**: comparison_table.items[].first_has
	 * - **Documentation**: https://prismic.io/docs/fields/select
	 */
	first_has: prismic.SelectField<"yes" | "no", "filled">;
	
	/**
	 * First product: detail, e.g. "3" (optional) field in *ComparisonTable → Items*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: comparison_table.items[].first_detail
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	first_detail: prismic.KeyTextField;
	
	/**
	 * Second product has it field in *ComparisonTable → Items*
	 *
	 * - **Field Type**: Select
	 * - **Placeholder**: *None*
	 * - **Default Value**: yes
	 * - **API ID Path**: comparison_table.items[].second_has
	 * - **Documentation**: https://prismic.io/docs/fields/select
	 */
	second_has: prismic.SelectField<"yes" | "no", "filled">;
	
	/**
	 * Second product: detail (optional) field in *ComparisonTable → Items*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: comparison_table.items[].second_detail
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	second_detail: prismic.KeyTextField;
}

/**
 * Default variation for ComparisonTable Slice
 *
 * - **API ID**: `default`
 * - **Description**: Default
 * - **Documentation**: https://prismic.io/docs/slices
 */
export type ComparisonTableSliceDefault = prismic.SharedSliceVariation<"default", Simplify<ComparisonTableSliceDefaultPrimary>, Simplify<ComparisonTableSliceDefaultItem>>;

/**
 * Slice variation for *ComparisonTable*
 */
type ComparisonTableSliceVariation = ComparisonTableSliceDefault

/**
 * ComparisonTable Shared Slice
 *
 * - **API ID**: `comparison_table`
 * - **Description**: Two products side by side: one row per feature, each cell included or not, with an optional detail. Only facts the product content states.
 * - **Documentation**: https://prismic.io/docs/slices
 */
export type ComparisonTableSlice = prismic.SharedSlice<"comparison_table", ComparisonTableSliceVariation>;

/**
 * Primary content in *FaqList → Default → Primary*
 */
export interface FaqListSliceDefaultPrimary {
	/**
	 * Title field in *FaqList → Default → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: faq_list.default.primary.title
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	title: prismic.KeyTextField;
	
	/**
	 * Intro field in *FaqList → Default → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: faq_list.default.primary.intro
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	intro: prismic.KeyTextField;
	
	/**
	 * Link label field in *FaqList → Default → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: faq_list.default.primary.more_label
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	more_label: prismic.KeyTextField;
	
	/**
	 * Link to the full FAQ field in *FaqList → Default → Primary*
	 *
	 * - **Field Type**: Link
	 * - **Placeholder**: *None*
	 * - **API ID Path**: faq_list.default.primary.more_link
	 * - **Documentation**: https://prismic.io/docs/fields/link
	 */
	more_link: prismic.LinkField<string, string, unknown, prismic.FieldState, never>;
}

/**
 * Primary content in *FaqList → Items*
 */
export interface FaqListSliceDefaultItem {
	/**
	 * Question field in *FaqList → Items*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: faq_list.items[].question
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	question: prismic.KeyTextField;
	
	/**
	 * Answer field in *FaqList → Items*
	 *
	 * - **Field Type**: Rich Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: faq_list.items[].answer
	 * - **Documentation**: https://prismic.io/docs/fields/rich-text
	 */
	answer: prismic.RichTextField;
}

/**
 * Default variation for FaqList Slice
 *
 * - **API ID**: `default`
 * - **Description**: Default
 * - **Documentation**: https://prismic.io/docs/slices
 */
export type FaqListSliceDefault = prismic.SharedSliceVariation<"default", Simplify<FaqListSliceDefaultPrimary>, Simplify<FaqListSliceDefaultItem>>;

/**
 * Slice variation for *FaqList*
 */
type FaqListSliceVariation = FaqListSliceDefault

/**
 * FaqList Shared Slice
 *
 * - **API ID**: `faq_list`
 * - **Description**: Inline questions and answers (rendered as an accordion and as FAQPage JSON-LD) with a link to the full FAQ.
 * - **Documentation**: https://prismic.io/docs/slices
 */
export type FaqListSlice = prismic.SharedSlice<"faq_list", FaqListSliceVariation>;

/**
 * Primary content in *FeatureGrid → Default → Primary*
 */
export interface FeatureGridSliceDefaultPrimary {
	/**
	 * Title field in *FeatureGrid → Default → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: feature_grid.default.primary.title
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	title: prismic.KeyTextField;
	
	/**
	 * Intro field in *FeatureGrid → Default → Primary*
	 *
	 * - **Field Type**: Rich Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: feature_grid.default.primary.intro
	 * - **Documentation**: https://prismic.io/docs/fields/rich-text
	 */
	intro: prismic.RichTextField;
	
	/**
	 * Columns field in *FeatureGrid → Default → Primary*
	 *
	 * - **Field Type**: Select
	 * - **Placeholder**: *None*
	 * - **Default Value**: 3
	 * - **API ID Path**: feature_grid.default.primary.columns
	 * - **Documentation**: https://prismic.io/docs/fields/select
	 */
	columns: prismic.SelectField<"3" | "2" | "4", "filled">;
}

/**
 * Primary content in *FeatureGrid → Items*
 */
export interface FeatureGridSliceDefaultItem {
	/**
	 * Icon field in *FeatureGrid → Items*
	 *
	 * - **Field Type**: Select
	 * - **Placeholder**: *None*
	 * - **Default Value**: leaf
	 * - **API ID Path**: feature_grid.items[].icon
	 * - **Documentation**: https://prismic.io/docs/fields/select
	 */
	icon: prismic.SelectField<"leaf" | "snowflake" | "battery" | "bolt" | "shield" | "clock" | "drop" | "wind" | "app" | "recycle" | "truck" | "heart" | "sparkle" | "home" | "chat", "filled">;
	
	/**
	 * Feature title field in *FeatureGrid → Items*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: feature_grid.items[].title
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	title: prismic.KeyTextField;
	
	/**
	 * Feature text field in *FeatureGrid → Items*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: feature_grid.items[].description
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	description: prismic.KeyTextField;
}

/**
 * Default variation for FeatureGrid Slice
 *
 * - **API ID**: `default`
 * - **Description**: Default
 * - **Documentation**: https://prismic.io/docs/slices
 */
export type FeatureGridSliceDefault = prismic.SharedSliceVariation<"default", Simplify<FeatureGridSliceDefaultPrimary>, Simplify<FeatureGridSliceDefaultItem>>;

/**
 * Slice variation for *FeatureGrid*
 */
type FeatureGridSliceVariation = FeatureGridSliceDefault

/**
 * FeatureGrid Shared Slice
 *
 * - **API ID**: `feature_grid`
 * - **Description**: Grid of features, each with an icon, title and short text.
 * - **Documentation**: https://prismic.io/docs/slices
 */
export type FeatureGridSlice = prismic.SharedSlice<"feature_grid", FeatureGridSliceVariation>;

/**
 * Primary content in *Hero → Default → Primary*
 */
export interface HeroSliceDefaultPrimary {
	/**
	 * Eyebrow (small line above the title) field in *Hero → Default → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: hero.default.primary.eyebrow
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	eyebrow: prismic.KeyTextField;
	
	/**
	 * Title field in *Hero → Default → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: hero.default.primary.title
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	title: prismic.KeyTextField;
	
	/**
	 * Description field in *Hero → Default → Primary*
	 *
	 * - **Field Type**: Rich Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: hero.default.primary.description
	 * - **Documentation**: https://prismic.io/docs/fields/rich-text
	 */
	description: prismic.RichTextField;
	
	/**
	 * Image field in *Hero → Default → Primary*
	 *
	 * - **Field Type**: Image
	 * - **Placeholder**: *None*
	 * - **API ID Path**: hero.default.primary.image
	 * - **Documentation**: https://prismic.io/docs/fields/image
	 */
	image: prismic.ImageField<never>;
	
	/**
	 * Primary button label field in *Hero → Default → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: hero.default.primary.cta_label
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	cta_label: prismic.KeyTextField;
	
	/**
	 * Primary button link field in *Hero → Default → Primary*
	 *
	 * - **Field Type**: Link
	 * - **Placeholder**: *None*
	 * - **API ID Path**: hero.default.primary.cta_link
	 * - **Documentation**: https://prismic.io/docs/fields/link
	 */
	cta_link: prismic.LinkField<string, string, unknown, prismic.FieldState, never>;
	
	/**
	 * Secondary button label field in *Hero → Default → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: hero.default.primary.secondary_cta_label
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	secondary_cta_label: prismic.KeyTextField;
	
	/**
	 * Secondary button link field in *Hero → Default → Primary*
	 *
	 * - **Field Type**: Link
	 * - **Placeholder**: *None*
	 * - **API ID Path**: hero.default.primary.secondary_cta_link
	 * - **Documentation**: https://prismic.io/docs/fields/link
	 */
	secondary_cta_link: prismic.LinkField<string, string, unknown, prismic.FieldState, never>;
	
	/**
	 * Theme field in *Hero → Default → Primary*
	 *
	 * - **Field Type**: Select
	 * - **Placeholder**: *None*
	 * - **Default Value**: green
	 * - **API ID Path**: hero.default.primary.theme
	 * - **Documentation**: https://prismic.io/docs/fields/select
	 */
	theme: prismic.SelectField<"light" | "green" | "dark", "filled">;
}

/**
 * Default variation for Hero Slice
 *
 * - **API ID**: `default`
 * - **Description**: Default
 * - **Documentation**: https://prismic.io/docs/slices
 */
export type HeroSliceDefault = prismic.SharedSliceVariation<"default", Simplify<HeroSliceDefaultPrimary>, never>;

/**
 * Slice variation for *Hero*
 */
type HeroSliceVariation = HeroSliceDefault

/**
 * Hero Shared Slice
 *
 * - **API ID**: `hero`
 * - **Description**: Large page opener with title, text, image and up to two buttons.
 * - **Documentation**: https://prismic.io/docs/slices
 */
export type HeroSlice = prismic.SharedSlice<"hero", HeroSliceVariation>;

/**
 * Primary content in *ImageText → Default → Primary*
 */
export interface ImageTextSliceDefaultPrimary {
	/**
	 * Eyebrow field in *ImageText → Default → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: image_text.default.primary.eyebrow
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	eyebrow: prismic.KeyTextField;
	
	/**
	 * Title field in *ImageText → Default → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: image_text.default.primary.title
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	title: prismic.KeyTextField;
	
	/**
	 * Text field in *ImageText → Default → Primary*
	 *
	 * - **Field Type**: Rich Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: image_text.default.primary.text
	 * - **Documentation**: https://prismic.io/docs/fields/rich-text
	 */
	text: prismic.RichTextField;
	
	/**
	 * Image field in *ImageText → Default → Primary*
	 *
	 * - **Field Type**: Image
	 * - **Placeholder**: *None*
	 * - **API ID Path**: image_text.default.primary.image
	 * - **Documentation**: https://prismic.io/docs/fields/image
	 */
	image: prismic.ImageField<never>;
	
	/**
	 * Image position field in *ImageText → Default → Primary*
	 *
	 * - **Field Type**: Select
	 * - **Placeholder**: *None*
	 * - **Default Value**: left
	 * - **API ID Path**: image_text.default.primary.image_position
	 * - **Documentation**: https://prismic.io/docs/fields/select
	 */
	image_position: prismic.SelectField<"left" | "right", "filled">;
	
	/**
	 * Button label field in *ImageText → Default → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: image_text.default.primary.cta_label
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	cta_label: prismic.KeyTextField;
	
	/**
	 * Button link field in *ImageText → Default → Primary*
	 *
	 * - **Field Type**: Link
	 * - **Placeholder**: *None*
	 * - **API ID Path**: image_text.default.primary.cta_link
	 * - **Documentation**: https://prismic.io/docs/fields/link
	 */
	cta_link: prismic.LinkField<string, string, unknown, prismic.FieldState, never>;
}

/**
 * Default variation for ImageText Slice
 *
 * - **API ID**: `default`
 * - **Description**: Default
 * - **Documentation**: https://prismic.io/docs/slices
 */
export type ImageTextSliceDefault = prismic.SharedSliceVariation<"default", Simplify<ImageTextSliceDefaultPrimary>, never>;

/**
 * Slice variation for *ImageText*
 */
type ImageTextSliceVariation = ImageTextSliceDefault

/**
 * ImageText Shared Slice
 *
 * - **API ID**: `image_text`
 * - **Description**: Image beside a block of text, optional button.
 * - **Documentation**: https://prismic.io/docs/slices
 */
export type ImageTextSlice = prismic.SharedSlice<"image_text", ImageTextSliceVariation>;

/**
 * Primary content in *NewsletterBlock → Default → Primary*
 */
export interface NewsletterBlockSliceDefaultPrimary {
	/**
	 * Title field in *NewsletterBlock → Default → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: newsletter_block.default.primary.title
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	title: prismic.KeyTextField;
	
	/**
	 * Description field in *NewsletterBlock → Default → Primary*
	 *
	 * - **Field Type**: Rich Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: newsletter_block.default.primary.description
	 * - **Documentation**: https://prismic.io/docs/fields/rich-text
	 */
	description: prismic.RichTextField;
	
	/**
	 * Discount badge, e.g. "-10 %" field in *NewsletterBlock → Default → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: newsletter_block.default.primary.discount
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	discount: prismic.KeyTextField;
	
	/**
	 * Button label field in *NewsletterBlock → Default → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: newsletter_block.default.primary.button_label
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	button_label: prismic.KeyTextField;
	
	/**
	 * Privacy note under the form field in *NewsletterBlock → Default → Primary*
	 *
	 * - **Field Type**: Rich Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: newsletter_block.default.primary.privacy_note
	 * - **Documentation**: https://prismic.io/docs/fields/rich-text
	 */
	privacy_note: prismic.RichTextField;
}

/**
 * Default variation for NewsletterBlock Slice
 *
 * - **API ID**: `default`
 * - **Description**: Default
 * - **Documentation**: https://prismic.io/docs/slices
 */
export type NewsletterBlockSliceDefault = prismic.SharedSliceVariation<"default", Simplify<NewsletterBlockSliceDefaultPrimary>, never>;

/**
 * Slice variation for *NewsletterBlock*
 */
type NewsletterBlockSliceVariation = NewsletterBlockSliceDefault

/**
 * NewsletterBlock Shared Slice
 *
 * - **API ID**: `newsletter_block`
 * - **Description**: Newsletter sign-up (email, country, privacy consent). The form itself and its messages come from the app.
 * - **Documentation**: https://prismic.io/docs/slices
 */
export type NewsletterBlockSlice = prismic.SharedSlice<"newsletter_block", NewsletterBlockSliceVariation>;

/**
 * Primary content in *PlantCarousel → Default → Primary*
 */
export interface PlantCarouselSliceDefaultPrimary {
	/**
	 * Title field in *PlantCarousel → Default → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: plant_carousel.default.primary.title
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	title: prismic.KeyTextField;
	
	/**
	 * Intro field in *PlantCarousel → Default → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: plant_carousel.default.primary.intro
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	intro: prismic.KeyTextField;
}

/**
 * Primary content in *PlantCarousel → Items*
 */
export interface PlantCarouselSliceDefaultItem {
	/**
	 * Plant field in *PlantCarousel → Items*
	 *
	 * - **Field Type**: Content Relationship
	 * - **Placeholder**: *None*
	 * - **API ID Path**: plant_carousel.items[].item
	 * - **Documentation**: https://prismic.io/docs/fields/content-relationship
	 */
	item: prismic.ContentRelationshipField<"plant_carousel_item">;
}

/**
 * Default variation for PlantCarousel Slice
 *
 * - **API ID**: `default`
 * - **Description**: Default
 * - **Documentation**: https://prismic.io/docs/slices
 */
export type PlantCarouselSliceDefault = prismic.SharedSliceVariation<"default", Simplify<PlantCarouselSliceDefaultPrimary>, Simplify<PlantCarouselSliceDefaultItem>>;

/**
 * Slice variation for *PlantCarousel*
 */
type PlantCarouselSliceVariation = PlantCarouselSliceDefault

/**
 * PlantCarousel Shared Slice
 *
 * - **API ID**: `plant_carousel`
 * - **Description**: Carousel of plants for the Verde purifiers. Items link plant_carousel_item documents; with no items all items of the language are shown.
 * - **Documentation**: https://prismic.io/docs/slices
 */
export type PlantCarouselSlice = prismic.SharedSlice<"plant_carousel", PlantCarouselSliceVariation>;

/**
 * Primary content in *ProductHighlight → Default → Primary*
 */
export interface ProductHighlightSliceDefaultPrimary {
	/**
	 * Title field in *ProductHighlight → Default → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: product_highlight.default.primary.title
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	title: prismic.KeyTextField;
	
	/**
	 * Intro field in *ProductHighlight → Default → Primary*
	 *
	 * - **Field Type**: Rich Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: product_highlight.default.primary.intro
	 * - **Documentation**: https://prismic.io/docs/fields/rich-text
	 */
	intro: prismic.RichTextField;
}

/**
 * Primary content in *ProductHighlight → Items*
 */
export interface ProductHighlightSliceDefaultItem {
	/**
	 * Product field in *ProductHighlight → Items*
	 *
	 * - **Field Type**: Content Relationship
	 * - **Placeholder**: *None*
	 * - **API ID Path**: product_highlight.items[].product
	 * - **Documentation**: https://prismic.io/docs/fields/content-relationship
	 */
	product: prismic.ContentRelationshipField<"product_page">;
	
	/**
	 * Card title (defaults to product_name) field in *ProductHighlight → Items*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: product_highlight.items[].title
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	title: prismic.KeyTextField;
	
	/**
	 * Card text (defaults to tagline) field in *ProductHighlight → Items*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: product_highlight.items[].description
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	description: prismic.KeyTextField;
	
	/**
	 * Card image (defaults to product image) field in *ProductHighlight → Items*
	 *
	 * - **Field Type**: Image
	 * - **Placeholder**: *None*
	 * - **API ID Path**: product_highlight.items[].image
	 * - **Documentation**: https://prismic.io/docs/fields/image
	 */
	image: prismic.ImageField<never>;
	
	/**
	 * Badge, e.g. "New" field in *ProductHighlight → Items*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: product_highlight.items[].badge
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	badge: prismic.KeyTextField;
	
	/**
	 * Link label field in *ProductHighlight → Items*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: product_highlight.items[].cta_label
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	cta_label: prismic.KeyTextField;
}

/**
 * Default variation for ProductHighlight Slice
 *
 * - **API ID**: `default`
 * - **Description**: Default
 * - **Documentation**: https://prismic.io/docs/slices
 */
export type ProductHighlightSliceDefault = prismic.SharedSliceVariation<"default", Simplify<ProductHighlightSliceDefaultPrimary>, Simplify<ProductHighlightSliceDefaultItem>>;

/**
 * Slice variation for *ProductHighlight*
 */
type ProductHighlightSliceVariation = ProductHighlightSliceDefault

/**
 * ProductHighlight Shared Slice
 *
 * - **API ID**: `product_highlight`
 * - **Description**: One or more product cards. Each item links a product_page; the component shows the buy box (price, add to cart) when the linked product has a sku_code.
 * - **Documentation**: https://prismic.io/docs/slices
 */
export type ProductHighlightSlice = prismic.SharedSlice<"product_highlight", ProductHighlightSliceVariation>;

/**
 * Primary content in *Reviews → Default → Primary*
 */
export interface ReviewsSliceDefaultPrimary {
	/**
	 * Title field in *Reviews → Default → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: reviews.default.primary.title
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	title: prismic.KeyTextField;
	
	/**
	 * Intro field in *Reviews → Default → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: reviews.default.primary.intro
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	intro: prismic.KeyTextField;
	
	/**
	 * Rating summary, e.g. "4.8 / 5" field in *Reviews → Default → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: reviews.default.primary.rating_summary
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	rating_summary: prismic.KeyTextField;
	
	/**
	 * Link label field in *Reviews → Default → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: reviews.default.primary.cta_label
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	cta_label: prismic.KeyTextField;
	
	/**
	 * Link (e.g. the reviews page) field in *Reviews → Default → Primary*
	 *
	 * - **Field Type**: Link
	 * - **Placeholder**: *None*
	 * - **API ID Path**: reviews.default.primary.cta_link
	 * - **Documentation**: https://prismic.io/docs/fields/link
	 */
	cta_link: prismic.LinkField<string, string, unknown, prismic.FieldState, never>;
}

/**
 * Primary content in *Reviews → Items*
 */
export interface ReviewsSliceDefaultItem {
	/**
	 * Review field in *Reviews → Items*
	 *
	 * - **Field Type**: Content Relationship
	 * - **Placeholder**: *None*
	 * - **API ID Path**: reviews.items[].review
	 * - **Documentation**: https://prismic.io/docs/fields/content-relationship
	 */
	review: prismic.ContentRelationshipField<"review">;
}

/**
 * Default variation for Reviews Slice
 *
 * - **API ID**: `default`
 * - **Description**: Default
 * - **Documentation**: https://prismic.io/docs/slices
 */
export type ReviewsSliceDefault = prismic.SharedSliceVariation<"default", Simplify<ReviewsSliceDefaultPrimary>, Simplify<ReviewsSliceDefaultItem>>;

/**
 * Slice variation for *Reviews*
 */
type ReviewsSliceVariation = ReviewsSliceDefault

/**
 * Reviews Shared Slice
 *
 * - **API ID**: `reviews`
 * - **Description**: Customer reviews. Items link review documents; with no items the component shows the latest reviews of the language.
 * - **Documentation**: https://prismic.io/docs/slices
 */
export type ReviewsSlice = prismic.SharedSlice<"reviews", ReviewsSliceVariation>;

/**
 * Primary content in *RichText → Default → Primary*
 */
export interface RichTextSliceDefaultPrimary {
	/**
	 * Content field in *RichText → Default → Primary*
	 *
	 * - **Field Type**: Rich Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: rich_text.default.primary.content
	 * - **Documentation**: https://prismic.io/docs/fields/rich-text
	 */
	content: prismic.RichTextField;
	
	/**
	 * Width field in *RichText → Default → Primary*
	 *
	 * - **Field Type**: Select
	 * - **Placeholder**: *None*
	 * - **Default Value**: narrow
	 * - **API ID Path**: rich_text.default.primary.width
	 * - **Documentation**: https://prismic.io/docs/fields/select
	 */
	width: prismic.SelectField<"narrow" | "wide", "filled">;
}

/**
 * Default variation for RichText Slice
 *
 * - **API ID**: `default`
 * - **Description**: Default
 * - **Documentation**: https://prismic.io/docs/slices
 */
export type RichTextSliceDefault = prismic.SharedSliceVariation<"default", Simplify<RichTextSliceDefaultPrimary>, never>;

/**
 * Slice variation for *RichText*
 */
type RichTextSliceVariation = RichTextSliceDefault

/**
 * RichText Shared Slice
 *
 * - **API ID**: `rich_text`
 * - **Description**: Long-form text: headings, paragraphs, lists and inline images.
 * - **Documentation**: https://prismic.io/docs/slices
 */
export type RichTextSlice = prismic.SharedSlice<"rich_text", RichTextSliceVariation>;

/**
 * Primary content in *SavingsCalculator → Default → Primary*
 */
export interface SavingsCalculatorSliceDefaultPrimary {
	/**
	 * Title field in *SavingsCalculator → Default → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: savings_calculator.default.primary.title
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	title: prismic.KeyTextField;
	
	/**
	 * Intro field in *SavingsCalculator → Default → Primary*
	 *
	 * - **Field Type**: Rich Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: savings_calculator.default.primary.intro
	 * - **Documentation**: https://prismic.io/docs/fields/rich-text
	 */
	intro: prismic.RichTextField;
}

/**
 * Default variation for SavingsCalculator Slice
 *
 * - **API ID**: `default`
 * - **Description**: Default
 * - **Documentation**: https://prismic.io/docs/slices
 */
export type SavingsCalculatorSliceDefault = prismic.SharedSliceVariation<"default", Simplify<SavingsCalculatorSliceDefaultPrimary>, never>;

/**
 * Slice variation for *SavingsCalculator*
 */
type SavingsCalculatorSliceVariation = SavingsCalculatorSliceDefault

/**
 * SavingsCalculator Shared Slice
 *
 * - **API ID**: `savings_calculator`
 * - **Description**: The Freshly savings calculator (household size, weekly grocery spend, share of fresh food). Inputs, results, prices and sources come from the app.
 * - **Documentation**: https://prismic.io/docs/slices
 */
export type SavingsCalculatorSlice = prismic.SharedSlice<"savings_calculator", SavingsCalculatorSliceVariation>;

/**
 * Primary content in *Video → Default → Primary*
 */
export interface VideoSliceDefaultPrimary {
	/**
	 * Title field in *Video → Default → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: video.default.primary.title
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	title: prismic.KeyTextField;
	
	/**
	 * Description field in *Video → Default → Primary*
	 *
	 * - **Field Type**: Rich Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: video.default.primary.description
	 * - **Documentation**: https://prismic.io/docs/fields/rich-text
	 */
	description: prismic.RichTextField;
	
	/**
	 * Poster image field in *Video → Default → Primary*
	 *
	 * - **Field Type**: Image
	 * - **Placeholder**: *None*
	 * - **API ID Path**: video.default.primary.poster
	 * - **Documentation**: https://prismic.io/docs/fields/image
	 */
	poster: prismic.ImageField<never>;
	
	/**
	 * Video file or page (Media or Web link) field in *Video → Default → Primary*
	 *
	 * - **Field Type**: Link
	 * - **Placeholder**: *None*
	 * - **API ID Path**: video.default.primary.video_url
	 * - **Documentation**: https://prismic.io/docs/fields/link
	 */
	video_url: prismic.LinkField<string, string, unknown, prismic.FieldState, never>;
	
	/**
	 * Hosted video id (YouTube, played from youtube-nocookie.com) field in *Video → Default → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: e.g. dQw4w9WgXcQ
	 * - **API ID Path**: video.default.primary.video_id
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	video_id: prismic.KeyTextField;
	
	/**
	 * Duration, e.g. "4:30" field in *Video → Default → Primary*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: video.default.primary.duration
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	duration: prismic.KeyTextField;
	
	/**
	 * Transcript field in *Video → Default → Primary*
	 *
	 * - **Field Type**: Rich Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: video.default.primary.transcript
	 * - **Documentation**: https://prismic.io/docs/fields/rich-text
	 */
	transcript: prismic.RichTextField;
}

/**
 * Primary content in *Video → Items*
 */
export interface VideoSliceDefaultItem {
	/**
	 * Chapter start, e.g. "0:45" field in *Video → Items*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: video.items[].time
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	time: prismic.KeyTextField;
	
	/**
	 * Chapter title field in *Video → Items*
	 *
	 * - **Field Type**: Text
	 * - **Placeholder**: *None*
	 * - **API ID Path**: video.items[].chapter
	 * - **Documentation**: https://prismic.io/docs/fields/text
	 */
	chapter: prismic.KeyTextField;
}

/**
 * Default variation for Video Slice
 *
 * - **API ID**: `default`
 * - **Description**: Default
 * - **Documentation**: https://prismic.io/docs/slices
 */
export type VideoSliceDefault = prismic.SharedSliceVariation<"default", Simplify<VideoSliceDefaultPrimary>, Simplify<VideoSliceDefaultItem>>;

/**
 * Slice variation for *Video*
 */
type VideoSliceVariation = VideoSliceDefault

/**
 * Video Shared Slice
 *
 * - **API ID**: `video`
 * - **Description**: Video with poster image, duration, chapters and transcript. When video_url is empty the component shows the poster and the transcript.
 * - **Documentation**: https://prismic.io/docs/slices
 */
export type VideoSlice = prismic.SharedSlice<"video", VideoSliceVariation>;

declare module "@prismicio/client" {
	interface CreateClient {
		(repositoryNameOrEndpoint: string, options?: prismic.ClientConfig): prismic.Client<AllDocumentTypes>;
	}
	
	interface CreateWriteClient {
		(repositoryNameOrEndpoint: string, options: prismic.WriteClientConfig): prismic.WriteClient<AllDocumentTypes>;
	}
	
	interface CreateMigration {
		(): prismic.Migration<AllDocumentTypes>;
	}
	
	namespace Content {
		export type {
			BlogCategoryDocument,
			BlogCategoryDocumentData,
			FaqArticleDocument,
			FaqArticleDocumentData,
			FaqProductDocument,
			FaqProductDocumentData,
			FaqSectionDocument,
			FaqSectionDocumentData,
			FoodprintProfileDocument,
			FoodprintProfileDocumentData,
			FooterDocument,
			FooterDocumentData,
			FooterDocumentDataSlicesFooterGroupSlicePrimary,
			FooterDocumentDataSlicesFooterGroupSliceItem,
			FooterDocumentDataSlicesSlice,
			MenuDocument,
			MenuDocumentData,
			MenuDocumentDataItemsItem,
			PageDocument,
			PageDocumentData,
			PageDocumentDataSlicesSlice,
			PlantCarouselItemDocument,
			PlantCarouselItemDocumentData,
			PostDocument,
			PostDocumentData,
			ProductPageDocument,
			ProductPageDocumentData,
			ProductPageDocumentDataGalleryItem,
			ProductPageDocumentDataSlicesSlice,
			ReviewDocument,
			ReviewDocumentData,
			SettingsDocument,
			SettingsDocumentData,
			SettingsDocumentDataLocalesItem,
			SurveyDocument,
			SurveyDocumentData,
			SurveyDocumentDataQuestionsQuestionSlicePrimary,
			SurveyDocumentDataQuestionsQuestionSliceItem,
			SurveyDocumentDataQuestionsSlice,
			AllDocumentTypes,
			CallToActionSlice,
			CallToActionSliceDefaultPrimary,
			CallToActionSliceVariation,
			CallToActionSliceDefault,
			ClaimsSlice,
			ClaimsSliceDefaultPrimary,
			ClaimsSliceDefaultItem,
			ClaimsSliceVariation,
			ClaimsSliceDefault,
			ComparisonTableSlice,
			ComparisonTableSliceDefaultPrimary,
			ComparisonTableSliceDefaultItem,
			ComparisonTableSliceVariation,
			ComparisonTableSliceDefault,
			FaqListSlice,
			FaqListSliceDefaultPrimary,
			FaqListSliceDefaultItem,
			FaqListSliceVariation,
			FaqListSliceDefault,
			FeatureGridSlice,
			FeatureGridSliceDefaultPrimary,
			FeatureGridSliceDefaultItem,
			FeatureGridSliceVariation,
			FeatureGridSliceDefault,
			HeroSlice,
			HeroSliceDefaultPrimary,
			HeroSliceVariation,
			HeroSliceDefault,
			ImageTextSlice,
			ImageTextSliceDefaultPrimary,
			ImageTextSliceVariation,
			ImageTextSliceDefault,
			NewsletterBlockSlice,
			NewsletterBlockSliceDefaultPrimary,
			NewsletterBlockSliceVariation,
			NewsletterBlockSliceDefault,
			PlantCarouselSlice,
			PlantCarouselSliceDefaultPrimary,
			PlantCarouselSliceDefaultItem,
			PlantCarouselSliceVariation,
			PlantCarouselSliceDefault,
			ProductHighlightSlice,
			ProductHighlightSliceDefaultPrimary,
			ProductHighlightSliceDefaultItem,
			ProductHighlightSliceVariation,
			ProductHighlightSliceDefault,
			ReviewsSlice,
			ReviewsSliceDefaultPrimary,
			ReviewsSliceDefaultItem,
			ReviewsSliceVariation,
			ReviewsSliceDefault,
			RichTextSlice,
			RichTextSliceDefaultPrimary,
			RichTextSliceVariation,
			RichTextSliceDefault,
			SavingsCalculatorSlice,
			SavingsCalculatorSliceDefaultPrimary,
			SavingsCalculatorSliceVariation,
			SavingsCalculatorSliceDefault,
			VideoSlice,
			VideoSliceDefaultPrimary,
			VideoSliceDefaultItem,
			VideoSliceVariation,
			VideoSliceDefault
		}
	}
}