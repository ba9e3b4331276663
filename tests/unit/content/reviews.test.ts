import { describe, expect, it } from 'vitest';
import { reviewSummary } from '@/lib/content/reviews';

const review = (tags: string[], rating: number | null) => ({ tags: ['review', ...tags], data: { rating } });

describe('reviewSummary', () => {
  it("counts and averages the product's reviews to one decimal", () => {
    const reviews = [review(['freshly'], 5), review(['freshly'], 4), review(['freshly'], 4), review(['aura'], 1)];
    expect(reviewSummary(reviews, ['product', 'freshly'])).toEqual({ count: 3, average: 4.3 });
    expect(reviewSummary(reviews, ['product', 'aura'])).toEqual({ count: 1, average: 1 });
  });

  it('ignores missing and out-of-range ratings and matches no review on the shared "product" tag', () => {
    const reviews = [review(['freshly'], null), review(['freshly'], 0), review(['freshly'], 6), review(['product'], 5)];
    expect(reviewSummary(reviews, ['product', 'freshly'])).toBeNull();
    expect(reviewSummary([review(['verde-smart'], 4), review(['verde-smart'], 5)], ['verde-smart'])).toEqual({
      count: 2,
      average: 4.5,
    });
  });
});
