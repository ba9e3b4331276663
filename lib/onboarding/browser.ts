import { useSyncExternalStore } from 'react';

/** The steps a visitor ticked, kept in this browser only. */
const storageKey = 'viridea:onboarding-done';
const listeners = new Set<() => void>();

function read(): string {
  try {
    return window.localStorage.getItem(storageKey) ?? '[]';
  } catch {
    return '[]';
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function parse(raw: string): number[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((step): step is number => Number.isInteger(step)) : [];
  } catch {
    return [];
  }
}

/** The ticked step numbers; null during the server render and before hydration (no storage there). */
export function useDoneSteps(): number[] | null {
  const raw = useSyncExternalStore(subscribe, read, () => null);
  return raw === null ? null : parse(raw);
}

export function setStepDone(step: number, done: boolean) {
  const steps = new Set(parse(read()));
  if (done) steps.add(step);
  else steps.delete(step);
  try {
    window.localStorage.setItem(storageKey, JSON.stringify([...steps].sort((a, b) => a - b)));
  } catch {
    // Storage blocked or full: the tick is not kept.
  }
  listeners.forEach((listener) => listener());
}
