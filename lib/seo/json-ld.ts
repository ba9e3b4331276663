import type { StockState } from '@/lib/catalogue/products';

/** schema.org objects for the page types of spec §9. */
export type JsonLdObject = Record<string, unknown>;

const context = 'https://schema.org';

export function organizationJsonLd(input: {
  name: string;
  url: string;
  logo?: string;
  description?: string;
}): JsonLdObject {
  return {
    '@context': context,
    '@type': 'Organization',
    name: input.name,
    url: input.url,
    logo: input.logo,
    description: input.description,
  };
}

export function productJsonLd(input: {
  name: string;
  description?: string;
  url: string;
  image?: string;
  sku?: string;
  brand: string;
  offer?: { amountCents: number; currency: string; stockState: StockState };
  rating?: { average: number; count: number };
}): JsonLdObject {
  return {
    '@context': context,
    '@type': 'Product',
    name: input.name,
    description: input.description,
    url: input.url,
    image: input.image ? [input.image] : undefined,
    sku: input.sku,
    brand: { '@type': 'Brand', name: input.brand },
    offers: input.offer && {
      '@type': 'Offer',
      price: (input.offer.amountCents / 100).toFixed(2),
      priceCurrency: input.offer.currency,
      availability: `https://schema.org/${availability[input.offer.stockState]}`,
      url: input.url,
    },
    aggregateRating: input.rating && {
      '@type': 'AggregateRating',
      ratingValue: input.rating.average,
      reviewCount: input.rating.count,
      bestRating: 5,
      worstRating: 1,
    },
  };
}

// An unknown stock level is not advertised as missing: the shop takes orders for it.
const availability: Record<StockState, string> = {
  'in-stock': 'InStock',
  scarce: 'LimitedAvailability',
  'out-of-stock': 'OutOfStock',
  unknown: 'InStock',
};

export function blogPostingJsonLd(input: {
  headline: string;
  description?: string;
  url: string;
  image?: string;
  datePublished?: string;
  dateModified?: string;
  author?: string;
  publisher: string;
  inLanguage: string;
}): JsonLdObject {
  return {
    '@context': context,
    '@type': 'BlogPosting',
    headline: input.headline,
    description: input.description,
    url: input.url,
    mainEntityOfPage: input.url,
    image: input.image ? [input.image] : undefined,
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    author: input.author ? { '@type': 'Person', name: input.author } : undefined,
    publisher: { '@type': 'Organization', name: input.publisher },
    inLanguage: input.inLanguage,
  };
}

export function faqPageJsonLd(entries: { question: string; answer: string }[]): JsonLdObject {
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: entries.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so content can never close the tag. */
export function serializeJsonLd(data: JsonLdObject): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Absolute url for a site path or a remote url. */
export function absoluteUrl(base: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${base}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

export function breadcrumbListJsonLd(base: string, items: { label: string; href: string }[]): JsonLdObject {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: `${base}${item.href}`,
    })),
  };
}
