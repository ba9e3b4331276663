'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useFaqIndex } from '@/lib/assistant/client';
import { searchFaq } from '@/lib/assistant/search';
import type { Locale } from '@/lib/i18n/locales';
import { ComboboxInput } from '@/components/ui/ComboboxInput';
import { queryLength } from '@/lib/search/limits';
import styles from './FaqSearch.module.css';

type Props = { locale: Locale; searchPath: string };

/**
 * Search-as-you-type over every FAQ article (combobox with a listbox of results; arrows, Enter, Escape) in a GET form
 * to the site's results page (`searchPath`), where Enter without a chosen result and a browser without JavaScript go.
 */
export function FaqSearch({ locale, searchPath }: Props) {
  const t = useTranslations('faqSearch');
  const router = useRouter();
  const id = useId();
  const state = useFaqIndex(locale);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const typed = query.trim();
  const hits = useMemo(
    () => (state.status === 'ready' && typed.length >= 2 ? searchFaq(state.index, typed, 8) : []),
    [state, typed],
  );
  const expanded = open && hits.length > 0;
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-result-${index}`;

  function go(index: number) {
    const hit = hits[index];
    if (hit?.url) router.push(hit.url);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (hits.length === 0) return;
      setOpen(true);
      const last = hits.length - 1;
      if (event.key === 'ArrowDown') setActive((current) => (current >= last ? 0 : current + 1));
      else setActive((current) => (current <= 0 ? last : current - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      go(active);
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setQuery('');
      setActive(-1);
    }
  }

  /** Said once a term is typed: the index still loading or unavailable (Enter then opens the results page), the count. */
  function statusText() {
    if (typed.length < 2) return '';
    if (state.status === 'loading') return t('loading');
    if (state.status === 'error') return t('unavailable');
    return hits.length ? t('results', { count: hits.length }) : t('noResults', { query: typed });
  }

  return (
    <form className={styles.search} role="search" method="get" action={searchPath}>
      <label htmlFor={`${id}-input`} className={styles.label}>
        {t('label')}
      </label>
      <div className={styles.row}>
        <ComboboxInput
          id={`${id}-input`}
          hintId={`${id}-hint`}
          listId={listId}
          activeId={active >= 0 ? optionId(active) : undefined}
          expanded={expanded}
          className={styles.input}
          query={query}
          placeholder={t('placeholder')}
          minLength={queryLength.min}
          maxLength={queryLength.max}
          onQuery={(value) => {
            setQuery(value);
            setActive(-1);
            setOpen(true);
          }}
          onOpen={setOpen}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="btn btn-secondary">
          {t('submit')}
        </button>
      </div>
      <p id={`${id}-hint`} className="visually-hidden">
        {t('hint')}
      </p>
      <ul id={listId} role="listbox" aria-label={t('label')} className={styles.results} hidden={!expanded}>
        {hits.map((hit, index) => (
          <li
            key={hit.uid}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            onMouseDown={(event) => {
              event.preventDefault();
              go(index);
            }}
          >
            {hit.title}
          </li>
        ))}
      </ul>
      <p role="status" className={styles.status}>
        {statusText()}
      </p>
    </form>
  );
}
