/** Technical constants of spec §9, in one place. */
export const timing = {
  loadingBar: { throttleMs: 200, durationMs: 5000, tickMs: 100, hideDelayMs: 500 },
  scroll: { defaultMs: 500, siteMs: 300 },
  fetchIndicatorDelayMs: 200,
  pageViewDelayMs: 250,
  chunkReloadGuardMs: 60_000,
  chunkLoadTimeoutMs: 120_000,
} as const;
