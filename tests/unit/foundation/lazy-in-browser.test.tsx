import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyInBrowser } from '@/lib/browser/lazy-in-browser';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyInBrowser', () => {
  it('renders nothing on the server and loads the component in the browser when first rendered', async () => {
    const load = vi.fn(async () => Hello);
    const Greeting = lazyInBrowser(load);
    expect(renderToString(<Greeting name="Ada" />)).toBe('');
    expect(load).not.toHaveBeenCalled();
    render(<Greeting name="Ada" />);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
