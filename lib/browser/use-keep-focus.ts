'use client';
import { useEffect, useRef } from 'react';

type Saved = { target: HTMLElement; fallback?: () => HTMLElement | null | undefined };

/**
 * Keeps keyboard focus through an action that disables its control (a disabled button drops focus to `<body>`):
 * call the returned function as the action starts; once `busy` is false again, focus returns to the control, or to
 * the fallback when the control is gone or still disabled. Focus the visitor moved meanwhile is left alone.
 */
export function useKeepFocus(busy: boolean) {
  const saved = useRef<Saved | undefined>(undefined);
  useEffect(() => {
    if (busy || !saved.current) return;
    const { target, fallback } = saved.current;
    saved.current = undefined;
    const active = document.activeElement;
    if (active && active !== document.body && active !== target) return;
    const usable = target.isConnected && !target.matches(':disabled');
    (usable ? target : fallback?.())?.focus();
  });
  return (fallback?: Saved['fallback']) => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body) saved.current = { target: active, fallback };
  };
}
