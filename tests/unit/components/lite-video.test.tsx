import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiteVideo } from '@/components/slices/LiteVideo';
import { contentSecurityPolicy } from '@/lib/http/csp';
import { videoSource } from '@/lib/slices/video-source';

const texts = { missing: 'Not available yet.', offline: 'You are offline.', readTranscript: 'Read the transcript' };

function video(src?: string) {
  return (
    <>
      <LiteVideo
        src={src}
        title="Setting up Freshly"
        playLabel="Play the video: Setting up Freshly"
        transcriptId="transcript-1"
        texts={texts}
      >
        <span role="img" aria-label="Freshly on a counter" />
      </LiteVideo>
      <details id="transcript-1">
        <summary>Transcript</summary>
        <p>Unbox Freshly.</p>
      </details>
    </>
  );
}

function youtubeUrl() {
  const source = videoSource(null, 'abc123xyz');
  if (source?.kind !== 'youtube') throw new Error('expected a YouTube source');
  return source.url;
}

describe('LiteVideo', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the poster and a named play button, and loads the privacy-mode player only on click', () => {
    const { container } = render(video(youtubeUrl()));
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('img', { name: 'Freshly on a counter' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Play the video: Setting up Freshly' }));
    const frame = screen.getByTitle('Setting up Freshly');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc123xyz?autoplay=1');
    expect(document.activeElement).toBe(frame);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says a video that is not published yet cannot play, and opens the transcript (issue 26 defect 8)', () => {
    const { container } = render(video());
    const transcript = container.querySelector('details')!;
    transcript.open = false;
    fireEvent.click(screen.getByRole('button', { name: 'Play the video: Setting up Freshly' }));
    expect(screen.getByRole('status')).toHaveTextContent('Not available yet. Read the transcript');
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Read the transcript' })).toHaveAttribute('href', '#transcript-1');
    expect(transcript.open).toBe(true);
  });

  it('offline, says so instead of framing a player that cannot load', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { container } = render(video(youtubeUrl()));
    fireEvent.click(screen.getByRole('button', { name: 'Play the video: Setting up Freshly' }));
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('You are offline.');
  });

  it('without JavaScript the play control is a link to the transcript', () => {
    const html = renderToString(video());
    expect(html).toMatch(/<a href="#transcript-1"[^>]*>.*Read the transcript/);
    expect(html).not.toContain('<button');
  });

  it('is the one frame host the CSP allows', () => {
    const policy = contentSecurityPolicy('n', { NODE_ENV: 'production' });
    expect(policy).toMatch(/(^|; )frame-src https:\/\/www\.youtube-nocookie\.com(;|$)/);
  });
});
