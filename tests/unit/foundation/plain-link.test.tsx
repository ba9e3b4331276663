import { fireEvent, render, screen } from '@testing-library/react';
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlainLink } from '@/components/layout/PlainLink';

const push = vi.fn();
const prefetch = vi.fn();
const router: Partial<AppRouterInstance> = { push, prefetch };
let inView: ((entries: { isIntersecting: boolean; target: Element }[]) => void) | undefined;
let observed: Element[] = [];

class FakeObserver {
  constructor(callback: typeof inView) {
    inView = callback;
  }
  observe(element: Element) {
    observed.push(element);
  }
  unobserve(element: Element) {
    observed = observed.filter((candidate) => candidate !== element);
  }
}

function withRouter(children: ReactNode) {
  return <AppRouterContext.Provider value={router as AppRouterInstance}>{children}</AppRouterContext.Provider>;
}

beforeEach(() => {
  push.mockReset();
  prefetch.mockReset();
  observed = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('PlainLink', () => {
  it('navigates in the app on a plain click and leaves modified clicks to the browser', () => {
    render(withRouter(<PlainLink href="/de/kontakt">Kontakt</PlainLink>));
    const link = screen.getByRole('link', { name: 'Kontakt' });
    expect(link).toHaveAttribute('href', '/de/kontakt');
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(push).not.toHaveBeenCalled();
    expect(fireEvent.click(link)).toBe(false);
    expect(push).toHaveBeenCalledWith('/de/kontakt');
  });

  it('prefetches a page of the app once the link is in view, unless told not to', () => {
    render(
      withRouter(
        <>
          <PlainLink href="/de/warenkorb">Warenkorb</PlainLink>
          <PlainLink href="/de/blog" prefetch={false}>
            Blog
          </PlainLink>
        </>,
      ),
    );
    expect(observed).toHaveLength(1);
    expect(prefetch).not.toHaveBeenCalled();
    inView?.(observed.map((target) => ({ isIntersecting: true, target })));
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith('/de/warenkorb');
  });

  it('is a plain anchor outside the app router', () => {
    render(<PlainLink href="/faq">FAQ</PlainLink>);
    expect(fireEvent.click(screen.getByRole('link', { name: 'FAQ' }))).toBe(true);
  });
});
