import type { ReactNode } from 'react';
import styles from './Field.module.css';

type Props = { hintId: string; errorId: string; hint?: ReactNode; error?: ReactNode; className?: string };

/** The hint and the error below a control, under the ids its `aria-describedby` names. */
export function FieldMessages({ hintId, errorId, hint, error, className }: Props) {
  return (
    <>
      {hint ? (
        <p id={hintId} className={[styles.hint, className].filter(Boolean).join(' ')}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className={[styles.error, className].filter(Boolean).join(' ')}>
          {error}
        </p>
      ) : null}
    </>
  );
}
