import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareCode } from '@/components/referral/ShareCode';
import messages from '@/messages/de.json';

const t = messages.referral.dashboard;

const share = (
  <NextIntlClientProvider locale="de" messages={messages}>
    <ShareCode code="MARIA-7K2Q" link="https://example.test/de?ref=MARIA-7K2Q" amount="20,00 €" />
  </NextIntlClientProvider>
);

const renderShare = () => render(share);

function clipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('ShareCode', () => {
  afterEach(() => vi.restoreAllMocks());

  it('without JavaScript offers the code and link to select and copy, and the share links, but no dead buttons', () => {
    clipboard(async () => undefined);
    document.body.innerHTML = renderToString(share);
    expect(screen.getByRole('textbox', { name: t.codeLabel })).toHaveValue('MARIA-7K2Q');
    expect(screen.getByRole('textbox', { name: t.codeLabel })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: t.linkLabel })).toHaveValue('https://example.test/de?ref=MARIA-7K2Q');
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByRole('link', { name: t.shareEmail })).toHaveAttribute(
      'href',
      expect.stringContaining('MARIA-7K2Q'),
    );
    expect(screen.getByRole('link', { name: t.shareWhatsApp })).toHaveAttribute(
      'href',
      expect.stringContaining('MARIA'),
    );
    document.body.innerHTML = '';
  });

  it('copies the code or the link and says which, keeping the buttons named as they are', async () => {
    const writeText = vi.fn(async () => undefined);
    clipboard(writeText);
    renderShare();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: t.copy })));
    expect(writeText).toHaveBeenLastCalledWith('MARIA-7K2Q');
    expect(screen.getByRole('status')).toHaveTextContent(t.copiedCode);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: t.copyLink })));
    expect(writeText).toHaveBeenLastCalledWith('https://example.test/de?ref=MARIA-7K2Q');
    expect(screen.getByRole('status')).toHaveTextContent(t.copiedLink);
  });

  it('says so when the browser refuses the clipboard', async () => {
    clipboard(async () => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    renderShare();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: t.copy })));
    expect(screen.getByRole('status')).toHaveTextContent(t.copyFailed);
    expect(screen.getByRole('textbox', { name: t.codeLabel })).toHaveFocus();
  });
});
