import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';

// The keys that open a select's list (Space, Alt+↓/↑, F4): the change that follows is a pick from the open list.
const opensList = (event: KeyboardEvent) =>
  event.key === ' ' || event.key === 'F4' || (event.altKey && (event.key === 'ArrowDown' || event.key === 'ArrowUp'));

/**
 * A select whose choice posts its form when it is picked from the open list (a pointer, a touch, or Enter there) or
 * confirmed with Enter, never per arrow key or typed letter, which walk a closed select through its options and
 * fire `change` at each one. Without JavaScript the form's own button applies it. `applied`: the value in force,
 * which the select shows again whenever it changes (the server's answer).
 */
export function useApplyOnPick(applied: string) {
  const walking = useRef(false);
  const [value, setValue] = useState(applied);
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    setShown(applied);
    setValue(applied);
  }
  return {
    value,
    onPointerDown: () => void (walking.current = false),
    onKeyDown: (event: KeyboardEvent<HTMLSelectElement>) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        walking.current = false;
        event.currentTarget.form?.requestSubmit();
      } else if (opensList(event)) walking.current = false;
      else if (event.key !== 'Tab' && event.key !== 'Shift' && event.key !== 'Escape') walking.current = true;
    },
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      setValue(event.currentTarget.value);
      if (!walking.current) event.currentTarget.form?.requestSubmit();
    },
  };
}
