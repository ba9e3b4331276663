import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsentBannerHost } from '@/components/consent/ConsentBannerHost';
import { NewsletterPopupTrigger } from '@/components/layout/InBrowser';
import { ConsentProvider } from '@/lib/consent/client';
import { consentCookieName } from '@/lib/consent/state';
import en from '@/messages/en.json';
import { route } from '@/tests/support/next-navigation';

beforeAll(() => {
  // jsdom has <dialog> without its methods (the banner closes its settings dialog on a decision).
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => {
  route('/');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 204 })),
  );
});
afterEach(() => {
  document.cookie = `${consentCookieName}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
  vi.unstubAllGlobals();
});

const trigger = () => document.querySelector('[data-newsletter-popup]');

describe('the newsletter popup and the consent banner', () => {
  it('starts waiting for its moment only once the banner is answered, and loads nothing before (ADR 0012, 0085)', async () => {
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <ConsentProvider revision={1} vendors={{}} nonce={undefined}>
          <ConsentBannerHost />
          <NewsletterPopupTrigger
            locale="en"
            idempotencyKey="key"
            privacyHref="/privacy"
            cartHref="/cart"
            excludedPaths={['/cart']}
          />
        </ConsentProvider>
      </NextIntlClientProvider>,
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(trigger()).toBeNull();
    const banner = screen.getByRole('region', { name: en.consent.title });
    fireEvent.click(within(banner).getByRole('button', { name: en.consent.rejectAll }));
    await vi.waitFor(() => expect(trigger()).toHaveAttribute('data-newsletter-popup', 'waiting'));
  });
});
