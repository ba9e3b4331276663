import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchField } from '@/components/search/SearchField';
import { SearchToggle } from '@/components/search/SearchToggle';
import type { SearchAnswer } from '@/lib/search/browser';
import { route, router } from '@/tests/support/next-navigation';

const { push } = router;

const texts = {
  label: 'Cerca nel negozio',
  placeholder: 'Cerca prodotti, assistenza, blog',
  submit: 'Invia',
  open: 'Apri la ricerca',
  hint: 'I risultati compaiono mentre scrivi.',
  loading: 'Ricerca in corso…',
  unavailable: 'La ricerca non è disponibile.',
  allResults: 'Tutti i risultati per “{query}”',
  kinds: { product: 'Prodotti', faq: 'Assistenza e FAQ', post: 'Blog' },
};

const answer: SearchAnswer = {
  query: 'fresly',
  summary: '2 risultati per “fresly”',
  hits: [
    { id: 'faq:posizionamento', kind: 'faq', title: 'Dove devo posizionare Freshly?', excerpt: '', href: '/it/faq/x' },
    { id: 'product:freshly', kind: 'product', title: 'Freshly', excerpt: 'Il purificatore', href: '/it/freshly' },
  ],
};

const requests: { url: string; signal: AbortSignal }[] = [];

async function openCombobox() {
  render(
    <div>
      <SearchToggle label={texts.open} className="toggle">
        <svg />
      </SearchToggle>
      <div id="site-search">
        <form role="search" aria-label={texts.label} method="get" action="/it/cerca">
          <label htmlFor="site-search-q">{texts.label}</label>
          <SearchField locale="it" texts={texts} className="input" />
        </form>
      </div>
    </div>,
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
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      requests.push({ url, signal: init.signal! });
      return Promise.resolve(Response.json(answer));
    });
  });

  it('loads on opening, asks once typing pauses, aborts the stale request and announces the count', async () => {
    const combobox = await openCombobox();
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    fireEvent.change(combobox, { target: { value: 'fr' } });
    fireEvent.change(combobox, { target: { value: 'fresl' } });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0].url).toBe('/api/search?q=fresl&locale=it&limit=8');
    fireEvent.change(combobox, { target: { value: 'fresly' } });
    expect(requests[0].signal.aborted).toBe(true);
    await waitFor(() => expect(combobox).toHaveAttribute('aria-expanded', 'true'));
    expect(requests.at(-1)?.url).toContain('q=fresly');
    expect(screen.getByRole('status')).toHaveTextContent('2 risultati per “fresly”');
    const groups = screen.getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-labelledby') && group.textContent)).toEqual([
      expect.stringMatching(/^Assistenza e FAQ/),
      expect.stringMatching(/^Prodotti/),
    ]);
  });

  it('moves with the arrows, opens a result with Enter, and steps back with Escape', async () => {
    const combobox = await openCombobox();
    fireEvent.change(combobox, { target: { value: 'fresly' } });
    await waitFor(() => expect(combobox).toHaveAttribute('aria-expanded', 'true'));
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Dove devo posizionare Freshly?',
      'FreshlyIl purificatore',
      'Tutti i risultati per “fresly”',
    ]);
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    expect(combobox).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(combobox, { key: 'ArrowUp' });
    expect(combobox).toHaveAttribute('aria-activedescendant', options[2].id);
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
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
