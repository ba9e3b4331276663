'use client';
import dynamic from 'next/dynamic';

/** The preview toolbar's client part in its own chunk: only a page rendered for a content preview loads it. */
export const ContentPreview = dynamic(() => import('./ContentPreview').then((module) => module.ContentPreview), {
  ssr: false,
});
