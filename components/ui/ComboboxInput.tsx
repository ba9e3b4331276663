import type { KeyboardEvent, Ref } from 'react';

type Props = {
  id: string;
  hintId: string;
  listId: string;
  /** The highlighted option's id while the list is open. */
  activeId?: string;
  expanded: boolean;
  query: string;
  placeholder: string;
  minLength: number;
  maxLength: number;
  className?: string;
  ref?: Ref<HTMLInputElement>;
  /** A typed value: the caller clears its highlight and opens its list. */
  onQuery: (query: string) => void;
  onOpen: (open: boolean) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
};

/** The search field of a WAI-ARIA combobox (`q` in its GET form), as the header's search and the FAQ search use it. */
export function ComboboxInput({ id, hintId, listId, activeId, expanded, query, onQuery, onOpen, ...rest }: Props) {
  return (
    <input
      {...rest}
      id={id}
      type="search"
      name="q"
      role="combobox"
      value={query}
      required
      autoComplete="off"
      spellCheck={false}
      aria-autocomplete="list"
      aria-expanded={expanded}
      aria-controls={listId}
      aria-activedescendant={expanded ? activeId : undefined}
      aria-describedby={hintId}
      onChange={(event) => onQuery(event.target.value)}
      onFocus={() => onOpen(true)}
      onBlur={() => onOpen(false)}
    />
  );
}
