/**
 * Runs `task` once the browser is idle, or after `timeoutMs` at the latest; in a task of its own either way (Safari
 * has no `requestIdleCallback`). Returns what cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 0);
  return () => window.clearTimeout(timer);
}
