import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { AssistantPanel } from '@/components/assistant/AssistantPanel';
import { FaqSearch } from '@/components/faq/FaqSearch';
import { buildFaqIndex, saveFaqIndex } from '@/lib/assistant/search';
import { api } from '@/lib/browser/api';
import en from '@/messages/en.json';
import { route } from '@/tests/support/next-navigation';

const get = vi.fn();
const post = vi.fn();

async function indexData() {
  const index = await buildFaqIndex('en', [
    {
      id: 'recharge',
      title: 'How do I recharge Freshly?',
      answer: 'The battery lasts 30 days.',
      hints: '',
      url: '/faq/r',
    },
  ]);
  return { index: saveFaqIndex(index) };
}

function renderPanel(enabled = true) {
  return render(
    // A cache of its own: each test fetches its own index.
    <SWRConfig value={{ provider: () => new Map() }}>
      <NextIntlClientProvider locale="en" messages={en}>
        <AssistantPanel locale="en" enabled={enabled} contactPath="/contact" faqPath="/faq" />
      </NextIntlClientProvider>
    </SWRConfig>,
  );
}

describe('AssistantPanel', () => {
  let online = true;
  beforeEach(() => {
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    get.mockReset();
    post.mockReset();
    vi.spyOn(api, 'get').mockImplementation((path, signal) => get(path, signal));
    vi.spyOn(api, 'post').mockImplementation((path, body) => post(path, body));
    route('/');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    // The window is shared with later files (and SWR tracks its online state): it ends online, as it began.
    window.dispatchEvent(new Event('online'));
  });

  it('is loading until the index arrives, then online; it answers with the article and links it', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    get.mockReturnValue(new Promise((r) => (resolve = r)));
    renderPanel();
    expect(screen.getByText('The assistant is loading…')).toHaveAttribute('role', 'status');
    await act(async () => resolve(await indexData()));
    expect(await screen.findByText('The assistant is online.')).toHaveAttribute('role', 'status');
    post.mockResolvedValue({
      answer: 'Our FAQ answers this.',
      sources: [{ uid: 'recharge', title: 'How do I recharge Freshly?', url: '/faq/r' }],
      confidence: 0.9,
      handover: false,
      kind: 'answer',
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Your question' }), { target: { value: 'battery life?' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(post).toHaveBeenCalledWith('/assistant', { question: 'battery life?', locale: 'en', history: [] });
    expect(screen.getByRole('link', { name: 'How do I recharge Freshly?' })).toHaveAttribute('href', '/faq/r');
  });

  it('hands over with the conversation in the contact link', async () => {
    get.mockResolvedValue(await indexData());
    post.mockResolvedValue({ answer: 'Not sure.', sources: [], confidence: 0.1, handover: true, kind: 'handover' });
    renderPanel();
    await screen.findByText('The assistant is online.');
    fireEvent.change(screen.getByRole('textbox', { name: 'Your question' }), { target: { value: 'cheque?' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    const link = screen.getByRole('link', { name: 'Continue with the contact form' });
    const message = new URL(link.getAttribute('href') ?? '', 'http://x').searchParams.get('message');
    expect(message).toBe('You: cheque?\n\nAssistant: Not sure.');
  });

  it('says when the browser is offline and hides the question field', async () => {
    get.mockResolvedValue(await indexData());
    renderPanel();
    await screen.findByText('The assistant is online.');
    online = false;
    await act(async () => window.dispatchEvent(new Event('offline')));
    expect(screen.getByText(/You are offline, so the assistant cannot answer/)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('textbox', { name: 'Your question' })).toBeNull();
  });

  it('when disabled, shows the way to the FAQ and the contact link instead (the page has the FAQ search)', () => {
    // The index never arrives while the test runs.
    get.mockImplementation(() => new Promise((_, reject) => onTestFinished(() => reject(new Error('page left')))));
    renderPanel(false);
    expect(screen.getByText('The assistant is switched off. Search the FAQ or write to us.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.assistant.faqLink })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('textbox', { name: 'Your question' })).toBeNull();
  });

  it('scrolls the log to the start of the newest answer (issue 26 defect 2)', async () => {
    get.mockResolvedValue(await indexData());
    const layout = { scrollHeight: 1562, clientHeight: 448 };
    for (const [name, value] of Object.entries(layout))
      vi.spyOn(HTMLElement.prototype, name as 'scrollHeight', 'get').mockReturnValue(value);
    vi.spyOn(HTMLElement.prototype, 'offsetTop', 'get').mockImplementation(function (this: HTMLElement) {
      return this.dataset.role === 'assistant' ? 900 : 0;
    });
    renderPanel();
    await screen.findByText('The assistant is online.');
    const log = screen.getByRole('log', { name: 'Conversation with the assistant' });
    const answers = ['First answer.', 'Second answer.'];
    for (const answer of answers) {
      post.mockResolvedValueOnce({ answer, sources: [], confidence: 0.9, handover: false, kind: 'answer' });
      fireEvent.change(screen.getByRole('textbox', { name: 'Your question' }), { target: { value: 'battery?' } });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    }
    expect(screen.getByText('Second answer.')).toBeInTheDocument();
    expect(log.scrollTop).toBe(900);
  });

  it('without JavaScript searches through a GET form to the results page and offers the FAQ and the contact form, never "loading"', () => {
    const server = (node: ReactNode) =>
      renderToString(
        <NextIntlClientProvider locale="en" messages={en}>
          {node}
        </NextIntlClientProvider>,
      );
    const search = server(<FaqSearch locale="en" searchPath="/search" />);
    const html = search + server(<AssistantPanel locale="en" enabled contactPath="/contact" faqPath="/faq" />);
    expect(html).not.toMatch(/loading/i);
    expect(search).not.toMatch(/JavaScript/);
    const box = document.body.appendChild(document.createElement('div'));
    onTestFinished(() => box.remove());
    box.innerHTML = search;
    const form = box.querySelector('form[role="search"]');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form?.querySelector('input[name="q"]')).toHaveAccessibleName(en.faqSearch.label);
    expect(form?.querySelector('button[type="submit"]')).toHaveTextContent(en.faqSearch.submit);
    expect(html).toContain(en.assistant.status.noScript);
    expect(html).toContain('href="/faq"');
    expect(html).toContain('href="/contact"');
  });
});
