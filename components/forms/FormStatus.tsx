'use client';

import { useEffect, useRef, type MouseEvent } from 'react';
import { Notice } from '@/components/ui/Notice';
import type { FormState } from '@/lib/forms/form-state';
import styles from './Forms.module.css';

type Props = { state: FormState; anchor?: string; errors?: Record<string, string>; children?: React.ReactNode };

/** A summary link moves focus into its field (the fragment alone only scrolls there). */
function focusField(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(event.currentTarget.hash.slice(1));
  const control = target?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea');
  if (!control) return;
  event.preventDefault();
  control.focus();
}

/**
 * The answer to a submission, with a summary of the field errors linking to each field; focus moves to it so keyboard
 * and screen-reader users land on what happened (without JavaScript the post's address ends in its id).
 */
export function FormStatus({ state, anchor, errors: standing, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.status !== 'idle') ref.current?.focus();
  }, [state]);
  if (state.status === 'idle' || !state.message) return null;
  const errors = anchor && state.status === 'error' ? Object.entries(standing ?? state.fieldErrors ?? {}) : [];
  return (
    <div
      ref={ref}
      id={anchor ? `${anchor}-status` : undefined}
      tabIndex={-1}
      className={styles.status}
      data-testid="form-status"
      data-status={state.status}
    >
      <Notice tone={state.status === 'success' ? 'success' : 'error'}>{state.message}</Notice>
      {errors.length > 0 && (
        <ul className={styles.summary}>
          {errors.map(([name, message]) => (
            <li key={name}>
              <a href={`#${anchor}-${name}`} onClick={focusField}>
                {message}
              </a>
            </li>
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}
