import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { api } from '@/lib/browser/api';
import type { Locale } from '@/lib/i18n/locales';
import type { SearchAnswer } from '@/lib/search/answer';
import { queryLength } from '@/lib/search/limits';

type SearchState =
  { status: 'idle' } | { status: 'loading' } | { status: 'done'; answer: SearchAnswer } | { status: 'error' };

const debounceMs = 150;

/** The answer for `query` once typing pauses; each query is its own swr key, so an older answer never shows for it. */
export function useSearchAnswer(locale: Locale, query: string): SearchState {
  const term = query.trim();
  const valid = term.length >= queryLength.min && term.length <= queryLength.max;
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(valid ? term : ''), debounceMs);
    return () => clearTimeout(timer);
  }, [term, valid]);
  const key = asked && asked === term ? `/search?${new URLSearchParams({ q: asked, locale, limit: '8' })}` : null;
  const { data, error } = useSWR(key, api.get<SearchAnswer>, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  if (!valid) return { status: 'idle' };
  if (!key || (!data && !error)) return { status: 'loading' };
  return data ? { status: 'done', answer: data } : { status: 'error' };
}
