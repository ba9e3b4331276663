'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './Video.module.css';

/**
 * A hosted video as its poster and a play button; the player (and the video host's scripts and cookies) loads only
 * when the visitor asks for it, then takes focus.
 */
export function LiteVideo({
  src,
  title,
  playLabel,
  children,
}: {
  src: string;
  title: string;
  playLabel: string;
  children: ReactNode;
}) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  if (playing) {
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
  }
  return (
    <div className={styles.lite}>
      {children}
      <button type="button" className={styles.play} onClick={() => setPlaying(true)} data-testid="video-play">
        <svg aria-hidden="true" viewBox="0 0 68 48" width="68" height="48">
          <path d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.2 0 34 0 34 0S12.8 0 7.5 1.7a8.5 8.5 0 0 0-6 6C0 13 0 24 0 24s0 11 1.5 16.3a8.5 8.5 0 0 0 6 6C12.8 48 34 48 34 48s21.2 0 26.5-1.7a8.5 8.5 0 0 0 6-6C68 35 68 24 68 24s0-11-1.5-16.3z" />
          <path d="M27 34l18-10-18-10z" fill="#fff" />
        </svg>
        <span className="visually-hidden">{playLabel}</span>
      </button>
    </div>
  );
}
