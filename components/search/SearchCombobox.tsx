'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { groupHits, type SiteHit } from '@/lib/search/hits';
import { ComboboxInput } from '@/components/ui/ComboboxInput';
import { queryLength } from '@/lib/search/limits';
import { HitPrice } from './HitPrice';
import { HitThumbnail } from './HitThumbnail';
import { searchToggleId } from './SearchToggle';
import { useSearchAnswer } from './use-search-answer';
import styles from './Search.module.css';

/** Escape on an empty, closed field closes the header's search panel and returns to its toggle. */
function dismiss() {
  const toggle = document.getElementById(searchToggleId);
  if (toggle?.getAttribute('aria-expanded') !== 'true') return;
  toggle.click();
  toggle.focus();
}

/**
 * WAI-ARIA combobox with a listbox popup: results as you type (products with picture and price, then help, then
 * posts), then "see all N results" (the results page); arrows move, Enter opens, Escape closes the list, then
 * clears, then leaves. Enter with no option chosen submits the form the field sits in, which is all it does without
 * JavaScript.
 */
export function SearchCombobox({ inputId }: { inputId: string }) {
  const t = useTranslations('search');
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);
  const state = useSearchAnswer(locale, query);
  const term = query.trim();
  const groups = state.status === 'done' ? groupHits(state.answer.hits) : [];
  const hits = groups.flatMap((group) => group.hits);
  const options = state.status === 'done' ? hits.length + 1 : 0;
  const expanded = open && options > 0;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  function choose(index: number) {
    const hit = hits[index];
    if (hit) router.push(hit.href);
    else input.current?.form?.requestSubmit();
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options === 0) return;
      const wasOpen = expanded;
      setOpen(true);
      const last = options - 1;
      if (event.key === 'ArrowDown') setActive((current) => (!wasOpen || current >= last ? 0 : current + 1));
      else setActive((current) => (!wasOpen || current <= 0 ? last : current - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) setOpen(false);
      else if (query) setQuery('');
      else dismiss();
      setActive(-1);
    }
  }

  let status = '';
  if (state.status === 'loading') status = t('loading');
  else if (state.status === 'error') status = t('unavailable');
  else if (state.status === 'done') status = state.answer.summary;

  const starts = groups.map((_, g) => groups.slice(0, g).reduce((sum, group) => sum + group.hits.length, 0));
  const option = (key: string, own: number, label: string, extra?: string, product?: SiteHit) => {
    return (
      <li
        key={key}
        id={optionId(own)}
        role="option"
        aria-selected={own === active}
        className={product ? `${styles.option} ${styles.product}` : styles.option}
        onMouseDown={(event) => {
          event.preventDefault();
          choose(own);
        }}
      >
        {product && <HitThumbnail image={product.image} size={48} className={styles.thumbnail} />}
        <span className={styles.optionTitle}>{label}</span>
        {product?.sku && <HitPrice locale={locale} sku={product.sku} className={styles.optionPrice} />}
        {extra && <span className={styles.optionExcerpt}>{extra}</span>}
      </li>
    );
  };

  return (
    <div className={styles.combobox}>
      <ComboboxInput
        ref={input}
        id={inputId}
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
      <p id={`${id}-hint`} className="visually-hidden">
        {t('hint')}
      </p>
      <ul id={listId} role="listbox" aria-label={t('label')} className={styles.listbox} hidden={!expanded}>
        {groups.map((group, g) => (
          <li key={group.kind} role="presentation">
            <ul role="group" aria-labelledby={`${id}-${group.kind}`} className={styles.group}>
              <li id={`${id}-${group.kind}`} role="presentation" className={styles.groupLabel}>
                {t(`kinds.${group.kind}`)}
              </li>
              {group.hits.map((hit, i) =>
                option(hit.id, starts[g] + i, hit.title, hit.excerpt, hit.kind === 'product' ? hit : undefined),
              )}
            </ul>
          </li>
        ))}
        {state.status === 'done' && option('all', hits.length, state.answer.seeAll)}
      </ul>
      <p role="status" className={styles.status}>
        {term.length >= queryLength.min ? status : ''}
      </p>
    </div>
  );
}
