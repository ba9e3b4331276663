import type { Content } from '@prismicio/client';

export interface ReviewSummary {
  count: number;
  /** Mean rating, one decimal. */
  average: number;
}

type Rated = Pick<Content.ReviewDocument, 'tags'> & { data: Pick<Content.ReviewDocument['data'], 'rating'> };

/** Count and mean of the ratings (1–5) of the reviews tagged with one of the product's own tags. */
export function reviewSummary(reviews: Rated[], productTags: string[]): ReviewSummary | null {
  const tags = new Set(productTags.filter((tag) => tag !== 'product'));
  const ratings = reviews
    .filter((review) => review.tags.some((tag) => tags.has(tag)))
    .map((review) => review.data.rating)
    .filter((rating): rating is number => typeof rating === 'number' && rating >= 1 && rating <= 5);
  if (!ratings.length) return null;
  const mean = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
  return { count: ratings.length, average: Math.round(mean * 10) / 10 };
}
