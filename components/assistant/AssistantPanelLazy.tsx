'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the server's copy, in a branch the browser's build drops */
import { island } from '@/lib/browser/island';

/**
 * The assistant's panel in its own chunk (with the FAQ index's search), loaded once the panel is in view: in the
 * FAQ pages' closed launcher that is when the shopper opens it; a prefetch of a page with it no longer brings it.
 */
export const AssistantPanel = island(
  () => import('./AssistantPanel').then((module) => module.AssistantPanel),
  typeof window === 'undefined'
    ? (require('./AssistantPanel') as typeof import('./AssistantPanel')).AssistantPanel
    : undefined,
  { afterFirstMove: false },
);
