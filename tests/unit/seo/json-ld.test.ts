// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  blogPostingJsonLd,
  faqPageJsonLd,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
} from '@/lib/seo/json-ld';

describe('JSON-LD builders', () => {
  it('builds Organization, Product and BlogPosting objects', () => {
    expect(organizationJsonLd({ name: 'Viridea', url: 'https://x.test/' })).toMatchObject({
      '@type': 'Organization',
      name: 'Viridea',
    });
    const product = productJsonLd({
      name: 'Freshly',
      url: 'https://x.test/freshly',
      sku: 'FRESHLY-01',
      brand: 'Viridea',
      image: 'https://x.test/a.webp',
    });
    expect(product).toMatchObject({
      '@type': 'Product',
      sku: 'FRESHLY-01',
      brand: { '@type': 'Brand', name: 'Viridea' },
      image: ['https://x.test/a.webp'],
    });
    const post = blogPostingJsonLd({
      headline: 'H',
      url: 'https://x.test/blog/a/b',
      publisher: 'Viridea',
      inLanguage: 'de',
      author: 'Ann',
    });
    expect(post).toMatchObject({
      '@type': 'BlogPosting',
      mainEntityOfPage: 'https://x.test/blog/a/b',
      author: { name: 'Ann' },
      inLanguage: 'de',
    });
  });

  it('builds FAQPage with one Question per entry', () => {
    const faq = faqPageJsonLd([
      { question: 'Q1', answer: 'A1' },
      { question: 'Q2', answer: 'A2' },
    ]);
    expect(faq['@type']).toBe('FAQPage');
    expect(faq.mainEntity).toEqual([
      { '@type': 'Question', name: 'Q1', acceptedAnswer: { '@type': 'Answer', text: 'A1' } },
      { '@type': 'Question', name: 'Q2', acceptedAnswer: { '@type': 'Answer', text: 'A2' } },
    ]);
  });

  it('serialises without a way to close the script tag', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('makes paths absolute and keeps absolute urls', () => {
    expect(absoluteUrl('https://x.test', '/content/a.webp')).toBe('https://x.test/content/a.webp');
    expect(absoluteUrl('https://x.test', 'https://images.prismic.io/a.png')).toBe('https://images.prismic.io/a.png');
  });
});
