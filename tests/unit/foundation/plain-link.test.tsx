import { act, fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlainLink } from '@/components/layout/PlainLink';
import { restMs } from '@/lib/browser/link-prefetch';
import { route, router } from '@/tests/support/next-navigation';

const { push, prefetch } = router;

beforeEach(() => {
  route('/');
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PlainLink', () => {
  it('navigates in the app on a plain click and leaves modified clicks to the browser', () => {
    render(<PlainLink href="/de/kontakt">Kontakt</PlainLink>);
    const link = screen.getByRole('link', { name: 'Kontakt' });
    expect(link).toHaveAttribute('href', '/de/kontakt');
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(push).not.toHaveBeenCalled();
    expect(fireEvent.click(link)).toBe(false);
    expect(push).toHaveBeenCalledWith('/de/kontakt');
  });

  it('prefetches a page of the app when the pointer rests on the link, not when it sweeps past', () => {
    render(
      <>
        <PlainLink href="/de/warenkorb">Warenkorb</PlainLink>
        <PlainLink href="/de/blog" prefetch={false}>
          Blog
        </PlainLink>
      </>,
    );
    const cart = screen.getByRole('link', { name: 'Warenkorb' });
    fireEvent.pointerEnter(cart, { pointerType: 'mouse' });
    vi.advanceTimersByTime(restMs - 10);
    fireEvent.pointerLeave(cart, { pointerType: 'mouse' });
    vi.advanceTimersByTime(restMs);
    expect(prefetch).not.toHaveBeenCalled();
    fireEvent.pointerEnter(cart, { pointerType: 'mouse' });
    vi.advanceTimersByTime(restMs);
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith('/de/warenkorb');
    const blog = screen.getByRole('link', { name: 'Blog' });
    fireEvent.pointerEnter(blog, { pointerType: 'mouse' });
    fireEvent.focus(blog);
    fireEvent.pointerDown(blog);
    vi.advanceTimersByTime(restMs);
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('prefetches at once on a press or on keyboard focus, and never a page outside the app', () => {
    render(
      <>
        <PlainLink href="/it/contatti">Contatti</PlainLink>
        <PlainLink href="/it/carrello">Carrello</PlainLink>
        <PlainLink href="/api/health">Health</PlainLink>
      </>,
    );
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Contatti' }), { pointerType: 'touch' });
    fireEvent.focus(screen.getByRole('link', { name: 'Carrello' }));
    fireEvent.focus(screen.getByRole('link', { name: 'Health' }));
    expect(prefetch.mock.calls).toEqual([['/it/contatti'], ['/it/carrello']]);
  });

  it('does not prefetch on a connection that saves data', () => {
    vi.stubGlobal('navigator', { onLine: true, connection: { saveData: true } });
    render(<PlainLink href="/de/kontakt">Kontakt</PlainLink>);
    fireEvent.focus(screen.getByRole('link', { name: 'Kontakt' }));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('asks about the connection when the shopper reaches for the link, not when it rendered', () => {
    const connection = { saveData: false, effectiveType: '4g' };
    vi.stubGlobal('navigator', { onLine: true, connection });
    render(<PlainLink href="/de/kontakt">Kontakt</PlainLink>);
    // Data saving turned on without a change event reaching the page.
    connection.saveData = true;
    fireEvent.focus(screen.getByRole('link', { name: 'Kontakt' }));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('hydrates without rendering again, however many links a page has (ADR 0085)', async () => {
    const updates = vi.fn();
    const links = (
      <Profiler id="links" onRender={(_id, phase) => phase === 'update' && updates()}>
        {['/de/kontakt', '/de/blog', '/de/warenkorb'].map((href) => (
          <PlainLink key={href} href={href}>
            {href}
          </PlainLink>
        ))}
      </Profiler>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(links);
    document.body.append(container);
    vi.useRealTimers();
    const root = await act(async () => hydrateRoot(container, links));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(updates).not.toHaveBeenCalled();
    fireEvent.focus(screen.getByRole('link', { name: '/de/blog' }));
    expect(prefetch).toHaveBeenCalledWith('/de/blog');
    act(() => root.unmount());
    container.remove();
  });
});
