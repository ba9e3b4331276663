'use client';

import { useSyncExternalStore } from 'react';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/browser/api';
import type { Locale } from '@/lib/i18n/locales';
import type { AssistantInput, AssistantTurn } from './input';
import type { AssistantReply } from './reply';
import { loadFaqIndex, type FaqIndex, type FaqIndexData } from './search';

export type IndexState = { status: 'loading' } | { status: 'ready'; index: FaqIndex } | { status: 'error' };

const fetchIndex = ([path, locale]: [string, Locale]) =>
  api.get<{ index: FaqIndexData }>(path).then(({ index }) => loadFaqIndex(locale, index));

/** The FAQ search index of a language, fetched once per page life and shared by the search box and the panel. */
export function useFaqIndex(locale: Locale): IndexState {
  const { data, error } = useSWR([`/assistant?locale=${locale}`, locale], fetchIndex, {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  if (data) return { status: 'ready', index: data };
  return error ? { status: 'error' } : { status: 'loading' };
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

/** Asks the assistant: `trigger` posts a question and resolves with the reply. */
export function useAskAssistant() {
  return useSWRMutation('/assistant', (path: string, { arg }: { arg: AssistantInput }) =>
    api.post<AssistantReply>(path, arg),
  );
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
