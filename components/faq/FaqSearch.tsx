'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useFaqIndex } from '@/lib/assistant/client';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { searchFaq } from '@/lib/assistant/search';
import type { Locale } from '@/lib/i18n/locales';
import styles from './FaqSearch.module.css';

type Props = { locale: Locale; faqPath: string; contactPath: string };

/**
 * Search-as-you-type over every FAQ article (combobox with a listbox of results; arrows, Enter, Escape). Without
 * JavaScript (and until hydration) it offers the FAQ topics and the contact form instead of a field that cannot work.
 */
export function FaqSearch({ locale, faqPath, contactPath }: Props) {
  const t = useTranslations('faqSearch');
  const hydrated = useHydrated();
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

  let status = '';
  if (state.status === 'loading') status = t('loading');
  else if (state.status === 'error') status = t('unavailable');
  else if (typed.length >= 2)
    status = hits.length ? t('results', { count: hits.length }) : t('noResults', { query: typed });

  if (!hydrated)
    return (
      <div className={styles.search} data-testid="faq-search-fallback">
        <p className={styles.label}>{t('label')}</p>
        <p className={styles.fallback}>
          {t('noScript')} <a href={faqPath}>{t('allTopics')}</a> · <a href={contactPath}>{t('contactLink')}</a>
        </p>
      </div>
    );

  return (
    <div className={styles.search} role="search">
      <label htmlFor={`${id}-input`} className={styles.label}>
        {t('label')}
      </label>
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        className={styles.input}
        value={query}
        placeholder={t('placeholder')}
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
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
        {status}
      </p>
    </div>
  );
}
