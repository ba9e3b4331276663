'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { api } from '@/lib/browser/api';
import type { Locale } from '@/lib/i18n/locales';
import type { AssistantInput, AssistantTurn } from './input';
import type { AssistantReply } from './reply';
import { loadFaqIndex, type FaqIndex, type FaqIndexData } from './search';

export type IndexState = { status: 'loading' } | { status: 'ready'; index: FaqIndex } | { status: 'error' };

const indexes = new Map<Locale, Promise<FaqIndex>>();

/** The FAQ search index of a language, fetched once per page life and shared by the search box and the panel. */
function fetchIndex(locale: Locale): Promise<FaqIndex> {
  let pending = indexes.get(locale);
  if (!pending) {
    pending = api
      .get<{ index: FaqIndexData }>(`/assistant?locale=${locale}`)
      .then(({ index }) => loadFaqIndex(locale, index));
    pending.catch(() => indexes.delete(locale));
    indexes.set(locale, pending);
  }
  return pending;
}

export function useFaqIndex(locale: Locale): IndexState {
  const [state, setState] = useState<IndexState>({ status: 'loading' });
  const online = useOnline();
  useEffect(() => {
    let current = true;
    fetchIndex(locale).then(
      (index) => current && setState({ status: 'ready', index }),
      () => current && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [locale, online]);
  return state;
}

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

export function askAssistant(input: AssistantInput): Promise<AssistantReply> {
  return api.post<AssistantReply>('/assistant', input);
}

/** The contact form's address with the conversation as its prefilled message (`?message=`), kept to a safe length. */
export function handoverHref(
  contactPath: string,
  turns: AssistantTurn[],
  labels: Record<AssistantTurn['role'], string>,
) {
  const text = turns.map((turn) => `${labels[turn.role]}: ${turn.text}`).join('\n\n');
  const message = text.length > 1800 ? `…${text.slice(-1800)}` : text;
  return `${contactPath}?${new URLSearchParams({ message })}`;
}
