'use client';

import { createHttp } from '@/lib/browser/http';
import { loadingBar } from '@/lib/browser/progress';

/** The app's own JSON API (route handlers under /api); each request drives the loading bar. */
export const api = createHttp({
  baseUrl: process.env.NEXT_PUBLIC_API_BASE_URL ?? '/api',
  onRequest: () => loadingBar().start(),
  onResponse: () => loadingBar().finish(),
  onError: () => loadingBar().fail(),
});
