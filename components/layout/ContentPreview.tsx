'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { previewCookieRepository } from '@/lib/content/preview-cookie';

interface Props {
  repositoryName: string;
  toolbarSrc: string;
  cookieName: string;
  draftMode: boolean;
}

/** Prismic's preview toolbar and its events, without shipping Prismic's client library to every visitor. */
export function ContentPreview({ repositoryName, toolbarSrc, cookieName, draftMode }: Props) {
  const { refresh } = useRouter();

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const onUpdate = (event: Event) => {
      event.preventDefault();
      refresh();
    };
    const onEnd = (event: Event) => {
      event.preventDefault();
      fetch('/api/exit-preview', { signal }).then(
        (response) => response.ok && refresh(),
        () => undefined,
      );
    };
    window.addEventListener('prismicPreviewUpdate', onUpdate, { signal });
    window.addEventListener('prismicPreviewEnd', onEnd, { signal });
    // A preview started elsewhere (the cookie is set) but not yet here: let /api/preview turn on draft mode.
    if (!draftMode && previewCookieRepository(document.cookie, cookieName) === repositoryName) {
      fetch('/api/preview', { redirect: 'manual', signal }).then(
        (response) => response.type === 'opaqueredirect' && refresh(),
        () => undefined,
      );
    }
    const load = () => {
      if (document.querySelector(`script[src="${toolbarSrc}"]`)) return;
      const script = document.createElement('script');
      script.src = toolbarSrc;
      script.async = true;
      document.body.append(script);
    };
    if (document.readyState === 'complete') load();
    else window.addEventListener('load', load, { signal, once: true });
    return () => controller.abort();
  }, [repositoryName, toolbarSrc, cookieName, draftMode, refresh]);

  return null;
}
