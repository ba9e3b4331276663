import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsentBanner } from '@/components/consent/ConsentBanner';
import { ConsentBannerHost } from '@/components/consent/ConsentBannerHost';
import { useOpenConsentSettings, ConsentProvider } from '@/lib/consent/client';
import { consentCookieName, parseConsentCookie, readConsentCookie, type ConsentState } from '@/lib/consent/state';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { consentCookie } from '@/tests/support/consent-cookie';
import { route } from '@/tests/support/next-navigation';

const t = en.consent;

beforeAll(() => {
  // jsdom has <dialog> without its methods: open and close as the browser does, minus the top layer.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});

beforeEach(() => route('/'));
afterEach(() => {
  document.cookie = `${consentCookieName}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
  vi.unstubAllGlobals();
});

function storedCookie() {
  const raw = readConsentCookie(document.cookie);
  return raw ? JSON.parse(decodeURIComponent(raw)) : undefined;
}

function renderBanner(current?: ConsentState, settingsRequest = 0) {
  const onDecision = vi.fn();
  const props = { revision: 1, locale: 'en', current, onDecision };
  const banner = (request: number) => (
    <NextIntlClientProvider locale="en" messages={en}>
      <ConsentBanner {...props} settingsRequest={request} />
    </NextIntlClientProvider>
  );
  const view = render(banner(settingsRequest));
  const rerender = (request: number) => view.rerender(banner(request));
  return { onDecision, rerender };
}

const banner = () => screen.queryByRole('region', { name: t.title });

describe('ConsentBanner', () => {
  it('asks without a decision, in a labelled region with Accept all and Reject all alike, and takes focus', async () => {
    renderBanner();
    const region = banner()!;
    expect(region).toHaveAccessibleDescription(t.description);
    const accept = within(region).getByRole('button', { name: t.acceptAll });
    const reject = within(region).getByRole('button', { name: t.rejectAll });
    expect(accept.className).toBe(reject.className);
    expect(accept.parentElement).toBe(reject.parentElement);
    expect(within(region).getByRole('button', { name: t.manage })).toHaveAttribute('aria-haspopup', 'dialog');
    await waitFor(() => expect(document.activeElement).toBe(region));
    fireEvent.keyDown(region, { key: 'Escape' });
    expect(banner()).toBeInTheDocument();
  });

  it('leaves focus where a visitor put it before the banner took it', async () => {
    const elsewhere = document.body.appendChild(document.createElement('button'));
    renderBanner();
    elsewhere.focus();
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 10)));
    expect(document.activeElement).toBe(elsewhere);
    elsewhere.remove();
  });

  it('asks with forms that post to the consent route, so a choice is recorded without JavaScript too', () => {
    renderBanner();
    for (const form of document.querySelectorAll('form')) {
      expect(form).toHaveAttribute('method', 'post');
      expect(form).toHaveAttribute('action', '/api/consent');
      const hidden = Object.fromEntries(
        [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [input.name, input.value]),
      );
      expect(hidden).toEqual({ revision: '1', locale: 'en', return: '/' });
    }
    const region = banner()!;
    const choice = (name: string) => within(region).getByRole('button', { name });
    expect(choice(t.acceptAll)).toMatchObject({ type: 'submit', name: 'choice', value: 'all' });
    expect(choice(t.rejectAll)).toMatchObject({ type: 'submit', name: 'choice', value: 'none' });
    fireEvent.click(choice(t.manage));
    const dialog = screen.getByRole('dialog', { name: t.preferencesTitle });
    expect(within(dialog).getByRole('button', { name: t.save })).toMatchObject({ name: 'choice', value: 'chosen' });
    expect(within(dialog).getByRole('checkbox', { name: t.analyticsTitle })).toHaveAttribute('name', 'analytics');
  });

  it('does not show with a decision for the current policy version', () => {
    renderBanner({ categories: ['necessary'], revision: 1 });
    expect(banner()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Accept all writes the cookie as the library did and hands the decision on', () => {
    const { onDecision } = renderBanner();
    fireEvent.click(screen.getByRole('button', { name: t.acceptAll }));
    const cookie = storedCookie();
    expect(Object.keys(cookie)).toEqual(Object.keys(JSON.parse(decodeURIComponent(consentCookie().value))));
    expect(cookie).toMatchObject({
      categories: ['necessary', 'analytics', 'marketing'],
      revision: 1,
      data: null,
      languageCode: 'en',
      services: { necessary: [], analytics: [], marketing: [] },
    });
    expect(cookie.consentId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(cookie.lastConsentTimestamp).toBe(cookie.consentTimestamp);
    expect(cookie.expirationTime - Date.now()).toBeGreaterThan(181 * 24 * 3600 * 1000);
    expect(onDecision).toHaveBeenCalledWith({
      categories: ['necessary', 'analytics', 'marketing'],
      revision: 1,
      consentId: cookie.consentId,
    });
  });

  it('Reject all keeps the consent id and first consent time of an earlier decision', () => {
    const earlier = consentCookie(['necessary', 'analytics'], 0);
    document.cookie = `${earlier.name}=${earlier.value}; Path=/`;
    const before = storedCookie();
    const { onDecision } = renderBanner();
    fireEvent.click(screen.getByRole('button', { name: t.rejectAll }));
    expect(storedCookie()).toMatchObject({
      categories: ['necessary'],
      revision: 1,
      consentId: before.consentId,
      consentTimestamp: before.consentTimestamp,
    });
    expect(onDecision).toHaveBeenCalledWith({ categories: ['necessary'], revision: 1, consentId: before.consentId });
  });

  it('Choose categories opens the dialog; Save stores what was ticked', () => {
    const { onDecision } = renderBanner();
    fireEvent.click(screen.getByRole('button', { name: t.manage }));
    const dialog = screen.getByRole('dialog', { name: t.preferencesTitle });
    expect(within(dialog).getByText(t.preferencesIntro)).toBeInTheDocument();
    const necessary = within(dialog).getByRole('checkbox', { name: t.necessaryTitle });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: t.marketingTitle })).toHaveAccessibleDescription(
      t.marketingDescription,
    );
    expect(within(dialog).getByRole('button', { name: t.close })).toBeInTheDocument();
    const accept = within(dialog).getByRole('button', { name: t.acceptAll });
    expect(accept.className).toBe(within(dialog).getByRole('button', { name: t.rejectAll }).className);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: t.analyticsTitle }));
    fireEvent.click(within(dialog).getByRole('button', { name: t.save }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(storedCookie().categories).toEqual(['necessary', 'analytics']);
    expect(onDecision).toHaveBeenCalledWith(expect.objectContaining({ categories: ['necessary', 'analytics'] }));
  });

  it('opened from Cookie settings it shows the current choice and gives focus back on close', () => {
    const opener = document.body.appendChild(document.createElement('button'));
    opener.focus();
    const { rerender } = renderBanner({ categories: ['necessary', 'marketing'], revision: 1 });
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(1);
    const dialog = screen.getByRole('dialog', { name: t.preferencesTitle });
    expect(within(dialog).getByRole('checkbox', { name: t.analyticsTitle })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: t.marketingTitle })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('button', { name: t.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(banner()).toBeNull();
    opener.remove();
  });
});

function SettingsButton() {
  return (
    <button type="button" onClick={useOpenConsentSettings()}>
      {de.consent.settingsLink}
    </button>
  );
}

describe('ConsentProvider with the banner', () => {
  function renderProvider() {
    const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(
      async () => new Response(null, { status: 204 }),
    );
    vi.stubGlobal('fetch', fetch);
    render(
      <NextIntlClientProvider locale="de" messages={de}>
        <ConsentProvider revision={1} vendors={{}} nonce={undefined}>
          <ConsentBannerHost />
          <SettingsButton />
        </ConsentProvider>
      </NextIntlClientProvider>,
    );
    return fetch;
  }

  it('shows the banner without a decision, records the decision and then hides it', async () => {
    const fetch = renderProvider();
    const region = await screen.findByRole('region', { name: de.consent.title });
    await act(async () => fireEvent.click(within(region).getByRole('button', { name: de.consent.rejectAll })));
    expect(screen.queryByRole('region', { name: de.consent.title })).toBeNull();
    expect(parseConsentCookie(readConsentCookie(document.cookie))?.categories).toEqual(['necessary']);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/consent');
    expect(JSON.parse(String(init.body))).toMatchObject({ categories: ['necessary'], revision: 1, locale: 'de' });
  });

  it('with a current decision shows nothing until Cookie settings is pressed', async () => {
    const decided = consentCookie(['necessary', 'analytics']);
    document.cookie = `${decided.name}=${decided.value}; Path=/`;
    renderProvider();
    await act(async () => undefined);
    expect(screen.queryByRole('region')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: de.consent.settingsLink }));
    const dialog = await screen.findByRole('dialog', { name: de.consent.preferencesTitle });
    expect(within(dialog).getByRole('checkbox', { name: de.consent.analyticsTitle })).toBeChecked();
    expect(screen.queryByRole('region', { name: de.consent.title })).toBeNull();
  });
});
