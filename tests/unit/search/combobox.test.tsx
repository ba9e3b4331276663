import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchCombobox } from '@/components/search/SearchCombobox';
import { SearchToggle, searchFieldId } from '@/components/search/SearchToggle';
import type { OffersView } from '@/lib/cart/types';
import type { SearchAnswer } from '@/lib/search/answer';
import messages from '@/messages/it.json';
import { route, router } from '@/tests/support/next-navigation';

const { push } = router;

const texts = messages.search;

const answer: SearchAnswer = {
  query: 'fresly',
  count: 12,
  summary: '12 risultati per “fresly”',
  seeAll: 'Vedi tutti i 12 risultati',
  hits: [
    {
      id: 'product:freshly',
      kind: 'product',
      title: 'Freshly',
      excerpt: 'Il purificatore',
      href: '/it/freshly',
      sku: 'FRESHLY-01',
      image: { url: '/content/products/freshly.webp', alt: 'Freshly' },
    },
    { id: 'faq:posizionamento', kind: 'faq', title: 'Dove devo posizionare Freshly?', excerpt: '', href: '/it/faq/x' },
  ],
};

const offers: OffersView = {
  shipped: true,
  customerType: 'consumer',
  taxWording: 'included',
  offers: [
    {
      skuCode: 'FRESHLY-01',
      name: 'Freshly',
      currency: 'EUR',
      price: '69,00 €',
      amountCents: 6900,
      instalment: '23,00 €',
      stock: 20,
      stockState: 'in-stock',
      customerType: 'consumer',
    },
  ],
};

const requests: string[] = [];
/** Answers held back until the test releases them (an older query's answer arriving late). */
const held: (() => void)[] = [];
let holdNext = false;
const offerRequests: string[] = [];

async function openCombobox() {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <NextIntlClientProvider locale="it" messages={messages}>
        <SearchToggle className="toggle">
          <svg />
        </SearchToggle>
        <div id="site-search">
          <form role="search" aria-label={texts.label} method="get" action="/it/cerca">
            <label htmlFor={searchFieldId}>{texts.label}</label>
            <SearchCombobox inputId={searchFieldId} />
          </form>
        </div>
      </NextIntlClientProvider>
    </SWRConfig>,
  );
  fireEvent.click(screen.getByRole('button', { name: texts.open }));
  const combobox = await screen.findByRole('combobox', { name: texts.label });
  await waitFor(() => expect(combobox).toHaveFocus());
  return combobox as HTMLInputElement;
}

describe('the header search combobox', { timeout: 30_000 }, () => {
  beforeEach(() => {
    route('/it');
    requests.length = 0;
    held.length = 0;
    holdNext = false;
    offerRequests.length = 0;
    vi.stubGlobal('fetch', (url: string) => {
      if (String(url).includes('/cart/offers')) {
        offerRequests.push(String(url));
        return Promise.resolve(Response.json(offers));
      }
      requests.push(url);
      const query = new URL(url, 'http://localhost').searchParams.get('q');
      const reply = () => Response.json({ ...answer, query, summary: `${query}: ${answer.summary}` });
      if (!holdNext) return Promise.resolve(reply());
      holdNext = false;
      return new Promise<Response>((resolve) => held.push(() => resolve(reply())));
    });
  });

  it('focuses on opening, asks once typing pauses, never shows an older answer and announces the count', async () => {
    const combobox = await openCombobox();
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    holdNext = true;
    fireEvent.change(combobox, { target: { value: 'fr' } });
    fireEvent.change(combobox, { target: { value: 'fresl' } });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toBe('/api/search?q=fresl&locale=it&limit=8');
    fireEvent.change(combobox, { target: { value: 'fresly' } });
    await waitFor(() => expect(combobox).toHaveAttribute('aria-expanded', 'true'));
    expect(requests.at(-1)).toContain('q=fresly');
    await act(async () => held.forEach((release) => release()));
    expect(screen.getByRole('status')).toHaveTextContent('fresly: 12 risultati per “fresly”');
    const groups = screen.getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-labelledby') && group.textContent)).toEqual([
      expect.stringMatching(/^Prodotti/),
      expect.stringMatching(/^Assistenza e FAQ/),
    ]);
  });

  it('shows a product with its picture and its price in the visitor market, and the count of all results', async () => {
    const combobox = await openCombobox();
    fireEvent.change(combobox, { target: { value: 'fresly' } });
    await waitFor(() => expect(combobox).toHaveAttribute('aria-expanded', 'true'));
    const [product, , all] = screen.getAllByRole('option');
    await waitFor(() => expect(product).toHaveTextContent('69,00 €'));
    expect(new Set(offerRequests)).toEqual(new Set(['/api/cart/offers?locale=it&skus=FRESHLY-01']));
    const picture = product.querySelector('img');
    expect(picture).toHaveAttribute('alt', '');
    expect(picture?.getAttribute('src')).toContain(encodeURIComponent('/content/products/freshly.webp'));
    expect(all).toHaveTextContent('Vedi tutti i 12 risultati');
  });

  it('moves with the arrows, opens a result with Enter, and steps back with Escape', async () => {
    const combobox = await openCombobox();
    fireEvent.change(combobox, { target: { value: 'fresly' } });
    await waitFor(() => expect(combobox).toHaveAttribute('aria-expanded', 'true'));
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringMatching(/^Freshly(69,00 €)?Il purificatore$/),
      'Dove devo posizionare Freshly?',
      'Vedi tutti i 12 risultati',
    ]);
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    expect(combobox).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(combobox, { key: 'ArrowUp' });
    expect(combobox).toHaveAttribute('aria-activedescendant', options[2].id);
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    fireEvent.keyDown(combobox, { key: 'Enter' });
    expect(push).toHaveBeenCalledWith('/it/freshly');

    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(combobox, { key: 'Escape' });
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).not.toHaveAttribute('aria-activedescendant');
    fireEvent.keyDown(combobox, { key: 'Escape' });
    expect(combobox.value).toBe('');
    fireEvent.keyDown(combobox, { key: 'Escape' });
    const toggle = screen.getByRole('button', { name: texts.open });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('says so when the search cannot answer; the field stays in a GET form to the results page', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('{}', { status: 503 })));
    const combobox = await openCombobox();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    combobox.form!.addEventListener('submit', submitted);
    fireEvent.change(combobox, { target: { value: 'aura' } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(texts.unavailable));
    expect(combobox.form).toHaveAttribute('action', '/it/cerca');
    expect(combobox.form).toHaveAttribute('method', 'get');
    await act(async () => {
      fireEvent.keyDown(combobox, { key: 'Enter' });
    });
    expect(push).not.toHaveBeenCalled();
  });
});
