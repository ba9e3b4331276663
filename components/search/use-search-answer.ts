import { useEffect, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { fetchSearch, type SearchAnswer } from '@/lib/search/browser';
import { queryLength } from '@/lib/search/limits';

type SearchState =
  { status: 'idle' } | { status: 'loading' } | { status: 'done'; answer: SearchAnswer } | { status: 'error' };

const debounceMs = 150;

/** The answer for `query` once typing pauses; a newer query aborts the older request, so no stale list shows. */
export function useSearchAnswer(locale: Locale, query: string): SearchState {
  const term = query.trim();
  const valid = term.length >= queryLength.min && term.length <= queryLength.max;
  const [state, setState] = useState<{ term: string; value: SearchState }>({ term: '', value: { status: 'idle' } });

  useEffect(() => {
    if (!valid) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSearch(locale, term, controller.signal).then(
        (answer) => setState({ term, value: { status: 'done', answer } }),
        (error: unknown) => {
          if (!controller.signal.aborted) setState({ term, value: { status: 'error' } });
          return error;
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [locale, term, valid]);

  if (!valid) return { status: 'idle' };
  return state.term === term ? state.value : { status: 'loading' };
}
