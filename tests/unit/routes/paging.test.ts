// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listingParam, pageHref, parseListingParam, parsePage, parseQuery } from '@/lib/routes/paging';

describe('blog paging and search params', () => {
  it('parses ?page= as a positive integer, defaulting to 1', () => {
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage('3')).toBe(3);
    expect(parsePage(['2', '5'])).toBe(2);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
    expect(parsePage('99999999')).toBe(1);
  });

  it('trims and bounds ?q=', () => {
    expect(parseQuery('  fridge  ')).toBe('fridge');
    expect(parseQuery(undefined)).toBe('');
    expect(parseQuery(['a', 'b'])).toBe('a');
    expect(parseQuery('x'.repeat(300))).toHaveLength(100);
  });

  it('builds page links that keep the query and drop page 1', () => {
    expect(pageHref('/blog', 1)).toBe('/blog');
    expect(pageHref('/blog', 2)).toBe('/blog?page=2');
    expect(pageHref('/de/blog/suche', 2, { q: 'kühl schrank' })).toBe('/de/blog/suche?q=k%C3%BChl+schrank&page=2');
    expect(pageHref('/blog/search', 1, { q: '' })).toBe('/blog/search');
  });
});

describe("the blog listing's internal page param", () => {
  it('names the index or a category and the page, and reads back', () => {
    expect(listingParam(undefined, 2)).toBe('~2');
    expect(listingParam('food-waste', 3)).toBe('food-waste~3');
    expect(parseListingParam('~2')).toEqual({ category: undefined, page: 2 });
    expect(parseListingParam('food-waste~3')).toEqual({ category: 'food-waste', page: 3 });
    expect(parseListingParam('food-waste')).toEqual({ category: 'food-waste', page: 1 });
  });
});
