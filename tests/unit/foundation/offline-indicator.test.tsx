import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineIndicator } from '@/components/layout/OfflineIndicator';
import en from '@/messages/en.json';

function setOnline(value: boolean) {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(value);
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

describe('offline indicator', () => {
  afterEach(() => vi.restoreAllMocks());

  it('follows the browser: offline message, then back online', () => {
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <OfflineIndicator />
      </NextIntlClientProvider>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    act(() => setOnline(false));
    expect(status).toHaveTextContent(en.network.offline);
    expect(status).toHaveAttribute('data-state', 'offline');
    act(() => setOnline(true));
    expect(status).toHaveTextContent(en.network.online);
    expect(status).toHaveAttribute('data-state', 'online');
  });
});
