'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the server's copy, in a branch the browser's build drops */
import { island } from '@/lib/browser/island';

/** The inline newsletter form in its own chunk, loaded once the form is near the viewport (server-rendered first). */
export const NewsletterForm = island(
  () => import('./NewsletterForm').then((module) => module.NewsletterForm),
  typeof window === 'undefined'
    ? (require('./NewsletterForm') as typeof import('./NewsletterForm')).NewsletterForm
    : undefined,
);
