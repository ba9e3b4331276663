'use client';

import { apiBaseUrl } from '@/lib/browser/api-base';
import { createHttp } from '@/lib/browser/http';
import { loadingBar } from '@/lib/browser/progress';

/** The app's own JSON API (route handlers under /api), swr's fetcher; each request drives the loading bar. */
export const api = createHttp({
  baseUrl: apiBaseUrl,
  onRequest: () => loadingBar().start(),
  onResponse: () => loadingBar().finish(),
  onError: () => loadingBar().fail(),
});
