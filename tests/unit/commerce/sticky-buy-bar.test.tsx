import { act, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BuyBoxClient } from '@/components/product/BuyBoxClient';
import messages from '@/messages/en.json';
import { auraOffers } from '@/tests/support/offers';

const offers = auraOffers();

let bottom = 500;

// The bar follows the buy box's position on scroll: the test moves the box and fires a scroll.
const scrolled = (boxBottom: number) =>
  act(() => {
    bottom = boxBottom;
    window.dispatchEvent(new Event('scroll'));
  });

function renderBox(sticky: boolean) {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <BuyBoxClient skuCode="AURA-01" name="Aura" initialOffers={offers} sticky={sticky} />
    </NextIntlClientProvider>,
  );
}

// The first render imports the whole buy box; on a loaded machine that alone can take several seconds.
describe('sticky add-to-cart bar', { timeout: 15_000 }, () => {
  beforeEach(() => {
    bottom = 500;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      callback(0);
      return 0;
    });
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => ({ bottom, top: bottom - 400 }) as DOMRect,
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { headers: { 'Content-Type': 'application/json' } })),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows name, price and an add button only once the buy box is scrolled past', () => {
    renderBox(true);
    const bar = screen.getByTestId('sticky-buy-bar');
    expect(bar).not.toBeVisible();
    scrolled(-40);
    expect(bar).toBeVisible();
    const region = screen.getByRole('region', { name: 'Quick buy: Aura' });
    expect(region).toHaveTextContent('Aura€89.00');
    expect(within(region).getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    // Back in view, or below the viewport: no bar.
    scrolled(2000);
    expect(bar).not.toBeVisible();
    scrolled(300);
    expect(bar).not.toBeVisible();
  });

  it('stays while it holds keyboard focus', () => {
    renderBox(true);
    scrolled(-40);
    const button = within(screen.getByTestId('sticky-buy-bar')).getByRole('button', { name: 'Add to cart' });
    act(() => button.focus());
    scrolled(300);
    expect(screen.getByTestId('sticky-buy-bar')).toBeVisible();
    expect(document.activeElement).toBe(button);
  });

  it('is not rendered for buy boxes that are not the page product', () => {
    renderBox(false);
    expect(screen.queryByTestId('sticky-buy-bar')).toBeNull();
  });
});
