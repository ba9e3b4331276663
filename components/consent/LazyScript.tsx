'use client';
import dynamic from 'next/dynamic';

/** next/script for vendor tags shown only after consent: its code loads with the first consented tag, not with the page. */
export const LazyScript = dynamic(() => import('next/script'), { ssr: false });
