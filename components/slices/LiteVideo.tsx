'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '@/lib/browser/use-hydrated';
import styles from './Video.module.css';

type Props = {
  /** The player's address; none when the video is not published yet (the poster alone). */
  src?: string;
  title: string;
  playLabel: string;
  /** The transcript's `<details>` id: where a video that cannot play sends the visitor. */
  transcriptId: string;
  texts: { missing: string; offline: string; readTranscript: string };
  children: ReactNode;
};

/** The poster's play icon, drawn over it when the poster image does not carry one. */
function PlayIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 68 48" width="68" height="48">
      <path d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.2 0 34 0 34 0S12.8 0 7.5 1.7a8.5 8.5 0 0 0-6 6C0 13 0 24 0 24s0 11 1.5 16.3a8.5 8.5 0 0 0 6 6C12.8 48 34 48 34 48s21.2 0 26.5-1.7a8.5 8.5 0 0 0 6-6C68 35 68 24 68 24s0-11-1.5-16.3z" />
      <path d="M27 34l18-10-18-10z" fill="#fff" />
    </svg>
  );
}

/**
 * A video as its poster and a play button; the player (and the video host's scripts and cookies) loads only when the
 * visitor asks for it, then takes focus. A video that cannot play (not published yet, or the visitor is offline) says
 * so and opens the transcript; without JavaScript the button is a link to the transcript.
 */
export function LiteVideo({ src, title, playLabel, transcriptId, texts, children }: Props) {
  const hydrated = useHydrated();
  const [state, setState] = useState<'poster' | 'playing' | 'missing' | 'offline'>('poster');
  const frame = useRef<HTMLIFrameElement>(null);
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state === 'playing') frame.current?.focus();
    else if (state !== 'poster') notice.current?.focus();
  }, [state]);

  function play() {
    if (src && navigator.onLine) return setState('playing');
    const transcript = document.getElementById(transcriptId);
    if (transcript instanceof HTMLDetailsElement) transcript.open = true;
    setState(src ? 'offline' : 'missing');
  }

  if (state === 'playing' && src)
    return (
      <iframe
        ref={frame}
        src={src}
        title={title}
        className={styles.frame}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        data-testid="video-player"
      />
    );
  const control = hydrated ? (
    <button
      type="button"
      className={styles.play}
      data-baked={src ? undefined : ''}
      onClick={play}
      data-testid="video-play"
    >
      {src && <PlayIcon />}
      <span className="visually-hidden">{playLabel}</span>
    </button>
  ) : (
    <a href={`#${transcriptId}`} className={styles.play} data-baked={src ? undefined : ''}>
      {src && <PlayIcon />}
      <span className="visually-hidden">{texts.readTranscript}</span>
    </a>
  );
  return (
    <>
      <div className={styles.lite}>
        {children}
        {control}
      </div>
      {(state === 'missing' || state === 'offline') && (
        <p ref={notice} tabIndex={-1} role="status" className={styles.notice} data-testid="video-unavailable">
          {texts[state]} <a href={`#${transcriptId}`}>{texts.readTranscript}</a>
        </p>
      )}
    </>
  );
}
