import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LiteVideo } from '@/components/slices/LiteVideo';
import { contentSecurityPolicy } from '@/lib/http/csp';
import { videoSource } from '@/lib/slices/video-source';

describe('LiteVideo', () => {
  it('shows the poster and a named play button, and loads the privacy-mode player only on click', () => {
    const source = videoSource(null, 'abc123xyz');
    if (source?.kind !== 'youtube') throw new Error('expected a YouTube source');
    const { container } = render(
      <LiteVideo src={source.url} title="Setting up Freshly" playLabel="Play the video: Setting up Freshly">
        <span role="img" aria-label="Freshly on a counter" />
      </LiteVideo>,
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('img', { name: 'Freshly on a counter' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Play the video: Setting up Freshly' }));
    const frame = screen.getByTitle('Setting up Freshly');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc123xyz?autoplay=1');
    expect(document.activeElement).toBe(frame);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is the one frame host the CSP allows', () => {
    const policy = contentSecurityPolicy('n', { NODE_ENV: 'production' });
    expect(policy).toMatch(/(^|; )frame-src https:\/\/www\.youtube-nocookie\.com(;|$)/);
  });
});
