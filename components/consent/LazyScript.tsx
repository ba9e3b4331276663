'use client';
import { lazyInBrowser } from '@/lib/browser/lazy-in-browser';

/** next/script for vendor tags shown only after consent: its code loads with the first consented tag, not with the page. */
export const LazyScript = lazyInBrowser(() => import('next/script').then((module) => module.default));
