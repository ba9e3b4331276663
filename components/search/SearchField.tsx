'use client';

import { useRef, useState, type ComponentType } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { queryLength } from '@/lib/search/limits';
import type { ComboboxProps } from './SearchCombobox';
import { searchFieldId } from './SearchToggle';
import type { SearchTexts } from './texts';

type Props = { locale: Locale; texts: SearchTexts; className: string };

/**
 * The header's search field: a plain input of the GET form until it is first focused or typed in; then the
 * combobox (a chunk of its own) replaces it with the text typed so far and keeps the focus.
 */
export function SearchField({ locale, texts, className }: Props) {
  const plain = useRef<HTMLInputElement>(null);
  const [Combobox, setCombobox] = useState<ComponentType<ComboboxProps> | null>(null);
  const [handover, setHandover] = useState({ query: '', focused: false });

  function load() {
    if (Combobox) return;
    void import('./SearchCombobox').then((module) => {
      const field = plain.current;
      setHandover({ query: field?.value ?? '', focused: !!field && document.activeElement === field });
      setCombobox(() => module.SearchCombobox);
    });
  }

  if (Combobox)
    return (
      <Combobox
        locale={locale}
        inputId={searchFieldId}
        texts={texts}
        initialQuery={handover.query}
        takeFocus={handover.focused}
      />
    );
  return (
    <input
      ref={plain}
      id={searchFieldId}
      className={className}
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
  );
}
