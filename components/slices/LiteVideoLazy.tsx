'use client';
import dynamic from 'next/dynamic';

/** The video preview's client part in its own chunk: only pages with a video load it (still server-rendered). */
export const LiteVideo = dynamic(() => import('./LiteVideo').then((module) => module.LiteVideo));
