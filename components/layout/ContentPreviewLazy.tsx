'use client';
import { lazyInBrowser } from '@/lib/browser/lazy-in-browser';

/** The preview toolbar's client part in its own chunk: only a page rendered for a content preview loads it. */
export const ContentPreview = lazyInBrowser(() => import('./ContentPreview').then((module) => module.ContentPreview));
