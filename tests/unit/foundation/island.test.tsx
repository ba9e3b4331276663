import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFirstInteraction } from '@/lib/browser/first-interaction';
import { island } from '@/lib/browser/island';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  const [quantity, setQuantity] = useState('1');
  const [agreed, setAgreed] = useState(false);
  return (
    <>
      <input aria-label="Quantity" value={quantity} onChange={(event) => setQuantity(event.target.value)} />
      <input
        type="checkbox"
        aria-label="Agree"
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
      />
      <button type="button" onClick={() => setCount(count + 1)}>
        {label} {count} × {quantity}
      </button>
    </>
  );
}

let observed: { element: Element; callback: IntersectionObserverCallback }[] = [];

class FakeObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observed.push({ element, callback: this.callback });
  }
  disconnect() {
    observed = observed.filter((entry) => entry.callback !== this.callback);
  }
}

function scrollNear() {
  for (const { element, callback } of observed) {
    callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as IntersectionObserver);
  }
}

/** What the server sends for an island: the component's HTML in its wrapper. */
const serverHtml = (label: string) =>
  renderToString(
    <div data-island="">
      <Counter label={label} />
    </div>,
  );

/** A loader whose component arrives when the test says so. */
function deferredLoad() {
  let arrive: (component: typeof Counter) => void = () => undefined;
  const load = vi.fn(() => new Promise<typeof Counter>((resolve) => (arrive = resolve)));
  return { load, arrive: (component: typeof Counter) => arrive(component) };
}

/**
 * An island hydrated over its server HTML in a container of the document, with its (not yet called) loader and the
 * server's button as it was before hydration.
 */
async function hydrateIsland(
  label: string,
  load: () => Promise<typeof Counter> = vi.fn(async () => Counter),
  options?: Parameters<typeof island>[2],
) {
  const Island = island(load, undefined, options);
  const container = document.createElement('div');
  container.innerHTML = serverHtml(label);
  document.body.append(container);
  const servedButton = container.querySelector('button');
  await act(async () => {
    hydrateRoot(container, <Island label={label} />);
  });
  return { load, container, servedButton };
}

beforeEach(() => {
  resetFirstInteraction();
  observed = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('island', () => {
  it('keeps the server HTML while hydrating and renders the component in its place once near the viewport and the visitor has moved', async () => {
    const { load, container, servedButton: served } = await hydrateIsland('Add');
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toBe(served);
    expect(served).toHaveTextContent('Add 0 × 1');

    await act(async () => scrollNear());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toBe(served);

    await act(async () => window.dispatchEvent(new Event('pointermove')));
    await waitFor(() => expect(container.querySelector('button')).not.toBe(served));
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelectorAll('button')).toHaveLength(1);
    await act(async () => container.querySelector('button')!.click());
    expect(container.querySelector('button')).toHaveTextContent('Add 1 × 1');
    container.remove();
  });

  it('loads as soon as it comes near when the visitor has already scrolled', async () => {
    const { load, container, servedButton: served } = await hydrateIsland('Add');
    await act(async () => window.dispatchEvent(new Event('scroll')));
    expect(load).not.toHaveBeenCalled();
    await act(async () => scrollNear());
    await waitFor(() => expect(container.querySelector('button')).not.toBe(served));
    expect(load).toHaveBeenCalledTimes(1);
    container.remove();
  });

  it('with afterFirstMove false, loads once near without waiting for the visitor', async () => {
    const { load, container } = await hydrateIsland('Search', undefined, { afterFirstMove: false });
    await act(async () => scrollNear());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    container.remove();
  });

  it('loads when used before it came into view, keeping focus and what was typed', async () => {
    const { load, container } = await hydrateIsland('Join');
    expect(load).not.toHaveBeenCalled();
    const served = container.querySelector('input')!;
    await act(async () => {
      served.focus();
      served.value = '3';
    });
    await waitFor(() => expect(container.querySelector('input')).not.toBe(served));
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('input')).toHaveFocus();
    expect(container.querySelector('input')).toHaveValue('3');
    expect(container.querySelector('button')).toHaveTextContent('Join 0 × 3');
    container.remove();
  });

  it('holds a click made before the code is there and makes it again on the rendered copy', async () => {
    const { load, container } = await hydrateIsland('Add');
    const served = container.querySelector('button')!;
    await act(async () => served.click());
    await waitFor(() => expect(container.querySelector('button')).toHaveTextContent('Add 1 × 1'));
    expect(load).toHaveBeenCalledTimes(1);
    container.remove();
  });

  it('puts the copy in place only after a press on the island is released, so its click is not lost', async () => {
    const { load, arrive } = deferredLoad();
    const { container } = await hydrateIsland('Add', load);
    const served = container.querySelector('button')!;
    await act(async () => {
      served.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      served.focus();
      arrive(Counter);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(container.querySelector('button')).toBe(served);
    await act(async () => {
      served.dispatchEvent(new Event('pointerup', { bubbles: true }));
      served.click();
    });
    await waitFor(() => expect(container.querySelector('button')).toHaveTextContent('Add 1 × 1'));
    expect(load).toHaveBeenCalledTimes(1);
    container.remove();
  });

  it('makes a held click on the rendered copy once what was typed has reached its state', async () => {
    const seen: string[] = [];
    function Order() {
      const [quantity, setQuantity] = useState('1');
      return (
        <>
          <input aria-label="Quantity" value={quantity} onChange={(event) => setQuantity(event.target.value)} />
          <button type="button" onClick={() => seen.push(quantity)}>
            Order
          </button>
        </>
      );
    }
    const Island = island(async () => Order, undefined);
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <div data-island="">
        <Order />
      </div>,
    );
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Island />);
    });
    await act(async () => {
      const served = container.querySelector('input')!;
      served.focus();
      served.value = '4';
      container.querySelector('button')!.click();
    });
    await waitFor(() => expect(seen).toEqual(['4']));
    container.remove();
  });

  it('lets a checkbox ticked before the code is there tick at once, and keeps it ticked on the rendered copy', async () => {
    const { load, container } = await hydrateIsland('Send');
    const served = container.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    await act(async () => served.click());
    expect(served.checked).toBe(true);
    await waitFor(() => expect(container.querySelector('input[type="checkbox"]')).not.toBe(served));
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('input[type="checkbox"]')).toBeChecked();
    container.remove();
  });

  it('carries what was typed after the code arrived, while the component was still to be put in place', async () => {
    const { load, arrive } = deferredLoad();
    const { container } = await hydrateIsland('Join', load);
    const served = container.querySelector('input')!;
    await act(async () => {
      served.focus();
      arrive(Counter);
      await new Promise((resolve) => setTimeout(resolve, 20));
      served.value = '5';
    });
    await waitFor(() => expect(container.querySelector('input')).not.toBe(served));
    expect(container.querySelector('input')).toHaveValue('5');
    expect(container.querySelector('input')).toHaveFocus();
    container.remove();
  });

  it('loads at once when a client navigation renders it', async () => {
    const load = vi.fn(async () => Counter);
    const Island = island(load, undefined);
    render(<Island label="Buy" />);
    expect(await screen.findByRole('button', { name: 'Buy 0 × 1' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
