'use client';
import dynamic from 'next/dynamic';

/** The inline newsletter form in its own chunk: only pages with a newsletter block load it (still server-rendered). */
export const NewsletterForm = dynamic(() => import('./NewsletterForm').then((module) => module.NewsletterForm));
