import { describe, expect, it } from 'vitest';
import { reviewSummary } from '@/lib/content/reviews';
import { productJsonLd } from '@/lib/seo/json-ld';

const base = { name: 'Aura', url: 'https://x.test/aura', brand: 'Viridea' };
const review = (rating: number, tags: string[]) => ({ tags, data: { rating } });

describe('Product JSON-LD aggregateRating', () => {
  it('carries the same average and count as the stars beside the title', () => {
    const summary = reviewSummary(
      [review(5, ['aura']), review(4, ['aura']), review(1, ['freshly'])],
      ['product', 'aura'],
    );
    expect(summary).toEqual({ average: 4.5, count: 2 });
    expect(productJsonLd({ ...base, rating: summary ?? undefined }).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('has no aggregateRating without reviews', () => {
    expect(productJsonLd(base).aggregateRating).toBeUndefined();
  });
});
