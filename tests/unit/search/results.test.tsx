import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchResults } from '@/components/search/SearchResults';
import { groupHits, type SiteHit } from '@/lib/search/hits';

const hits: SiteHit[] = [
  {
    id: 'faq:posizionamento',
    kind: 'faq',
    title: 'Dove devo posizionare Freshly?',
    excerpt: 'Sul ripiano',
    href: '/it/faq/x',
  },
  { id: 'post:trucchi', kind: 'post', title: 'Trucchi per il frigorifero', excerpt: '', href: '/it/blog/y/z' },
  {
    id: 'product:freshly',
    kind: 'product',
    title: 'Freshly',
    excerpt: 'Il purificatore per frigo',
    href: '/it/freshly',
    sku: 'FRESHLY-01',
    image: { url: '/content/products/freshly.webp', alt: 'Freshly' },
  },
  {
    id: 'product:aura',
    kind: 'product',
    title: 'Aura',
    excerpt: 'La tua bolla',
    href: '/it/aura',
    sku: 'AURA-01',
    image: { url: '/content/products/aura.webp', alt: 'Aura' },
  },
];

describe('the results page list', () => {
  it('leads with products, each with its picture and the price of the visitor market, then help, then posts', () => {
    render(
      <SearchResults
        groups={groupHits(hits)}
        kinds={{ product: 'Prodotti', faq: 'Assistenza e FAQ', post: 'Blog' }}
        prices={{ 'FRESHLY-01': '69,00 €' }}
      />,
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Prodotti', 'Assistenza e FAQ', 'Blog']);
    const [freshly, aura] = within(screen.getByRole('region', { name: 'Prodotti' })).getAllByRole('listitem');
    expect(within(freshly).getByRole('link', { name: 'Freshly' })).toHaveAttribute('href', '/it/freshly');
    expect(within(freshly).getByTestId('search-price')).toHaveTextContent('69,00 €');
    const picture = freshly.querySelector('img');
    expect(picture).toHaveAttribute('alt', '');
    expect(picture?.getAttribute('srcset')).toContain(encodeURIComponent('/content/products/freshly.webp'));
    // Next's image optimizer answers 400 to a width outside its lists (next.config sets none: the defaults).
    const widths = [...(picture?.getAttribute('srcset') ?? '').matchAll(/w=(\d+)/g)].map((match) => Number(match[1]));
    expect(widths.length).toBe(2);
    for (const width of widths) expect([16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080]).toContain(width);
    // No price known for a SKU: none shown rather than a wrong one.
    expect(within(aura).queryByTestId('search-price')).toBeNull();
    expect(aura.querySelector('img')).not.toBeNull();
    const faq = within(screen.getByRole('region', { name: 'Assistenza e FAQ' })).getByRole('listitem');
    expect(faq.querySelector('img')).toBeNull();
  });
});
