'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useHydrated } from '@/lib/browser/use-hydrated';
import type { Locale } from '@/lib/i18n/locales';
import { queryLength } from '@/lib/search/limits';
import type { ComboboxProps } from './SearchCombobox';
import type { SearchTexts } from './texts';
import styles from './Search.module.css';

type Props = { locale: Locale; action: string; texts: SearchTexts };

const inputId = 'site-search-q';

function SearchIcon() {
  return (
    <svg
      aria-hidden="true"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </svg>
  );
}

/**
 * The header's search: a GET form to the results page behind a toggle (without JavaScript a link that `:target`
 * opens). The as-you-type combobox is a chunk of its own, loaded when the field is first focused or typed in.
 */
export function HeaderSearch({ locale, action, texts }: Props) {
  const hydrated = useHydrated();
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [openedOn, setOpenedOn] = useState(pathname);
  const [Combobox, setCombobox] = useState<ComponentType<ComboboxProps> | null>(null);
  const [handover, setHandover] = useState({ query: '', focused: false });
  const toggle = useRef<HTMLButtonElement>(null);
  const plain = useRef<HTMLInputElement>(null);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (open) document.getElementById(inputId)?.focus();
  }, [open]);

  function load() {
    if (Combobox) return;
    void import('./SearchCombobox').then((module) => {
      const field = plain.current;
      setHandover({ query: field?.value ?? '', focused: !!field && document.activeElement === field });
      setCombobox(() => module.SearchCombobox);
    });
  }

  function close() {
    setOpen(false);
    toggle.current?.focus();
  }

  return (
    <div className={styles.search} data-open={open || undefined}>
      {hydrated ? (
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls="site-search"
          onClick={() => setOpen(!open)}
          onPointerEnter={load}
        >
          <SearchIcon />
          <span className="visually-hidden">{texts.open}</span>
        </button>
      ) : (
        <a href="#site-search" className={styles.toggle}>
          <SearchIcon />
          <span className="visually-hidden">{texts.open}</span>
        </a>
      )}
      <div id="site-search" className={styles.panel}>
        <form
          role="search"
          aria-label={texts.label}
          method="get"
          action={action}
          className={`container ${styles.form}`}
        >
          <label htmlFor={inputId} className="visually-hidden">
            {texts.label}
          </label>
          {Combobox ? (
            <Combobox
              locale={locale}
              inputId={inputId}
              texts={texts}
              initialQuery={handover.query}
              takeFocus={handover.focused}
              onDismiss={close}
            />
          ) : (
            <input
              ref={plain}
              id={inputId}
              className={styles.input}
              type="search"
              name="q"
              placeholder={texts.placeholder}
              minLength={queryLength.min}
              maxLength={queryLength.max}
              required
              autoComplete="off"
              onFocus={load}
              onInput={load}
            />
          )}
          <button type="submit" className={`btn ${styles.submit}`}>
            {texts.submit}
          </button>
        </form>
      </div>
    </div>
  );
}
