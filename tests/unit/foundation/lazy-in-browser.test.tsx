import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFirstInteraction } from '@/lib/browser/first-interaction';
import { lazyInBrowser } from '@/lib/browser/lazy-in-browser';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyInBrowser', () => {
  beforeEach(() => resetFirstInteraction());

  it('renders nothing on the server and loads the component in the browser when first rendered', async () => {
    const load = vi.fn(async () => Hello);
    const Greeting = lazyInBrowser(load);
    expect(renderToString(<Greeting name="Ada" />)).toBe('');
    expect(load).not.toHaveBeenCalled();
    render(<Greeting name="Ada" />);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('afterFirstMove, waits for the visitor to move before it loads', async () => {
    const load = vi.fn(async () => Hello);
    const Greeting = lazyInBrowser(load, { afterFirstMove: true });
    render(<Greeting name="Grace" />);
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('Hello Grace')).toBeNull();
    await act(async () => window.dispatchEvent(new Event('pointermove')));
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
