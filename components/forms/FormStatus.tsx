'use client';

import { useEffect, useRef } from 'react';
import { Notice } from '@/components/ui/Notice';
import type { FormState } from '@/lib/forms/form-state';
import styles from './Forms.module.css';

/** The answer to a submission; focus moves to it so keyboard and screen-reader users land on what happened. */
export function FormStatus({ state, children }: { state: FormState; children?: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.status !== 'idle') ref.current?.focus();
  }, [state]);
  if (state.status === 'idle' || !state.message) return null;
  return (
    <div ref={ref} tabIndex={-1} className={styles.status} data-testid="form-status" data-status={state.status}>
      <Notice tone={state.status === 'success' ? 'success' : 'error'}>{state.message}</Notice>
      {children}
    </div>
  );
}
